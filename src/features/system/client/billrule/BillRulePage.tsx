import { ActionIcon, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconDeviceMobileDown, IconDownload, IconEdit, IconFileSpreadsheet, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { reserveBillNumbers } from '@/components/bill-number';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { billRuleSortable, type BillRuleRow } from '@/features/system/contract';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { billRuleApi, type BillRuleFilters } from './billrule-api';
import { billRuleColumns } from './billrule-columns';
import { BillRuleForm, type BillRuleTarget } from './BillRuleForm';
import { DeviceNumbersPanel, numberFailure } from './DeviceNumbersPanel';
import { useBillRuleT } from './i18n';

/** 单据规则: the rules, their next numbers, and the numbers this device keeps for offline use. */
export default function BillRulePage() {
  const t = useBillRuleT();
  const [status, setStatus] = useState<string | null>(null);
  const filters: BillRuleFilters = useMemo(() => ({ enabledMark: status === null ? undefined : (Number(status) as 0 | 1) }), [status]);
  const [target, setTarget] = useState<BillRuleTarget | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const [names, setNames] = useState(new Map<string, string>());
  const fetchPage = useCallback<typeof billRuleApi.page>(async (q) => {
    const page = await billRuleApi.page(q);
    setNames((m) => new Map([...m, ...page.list.map((r) => [r.enCode, r.fullName] as const)]));
    return page;
  }, []);
  const toggle = useCallback(async (row: BillRuleRow) => notify('success', await billRuleApi.toggle(row.id)), []);
  const columns = useMemo(() => billRuleColumns(t, toggle), [t, toggle]);
  const run = async (ctx: ToolbarContext<BillRuleRow>, action: () => Promise<string>) => {
    notify('success', await action());
    ctx.reload();
  };
  const reserve = async (row: BillRuleRow, ctx: ToolbarContext<BillRuleRow>) => {
    try {
      const r = await reserveBillNumbers(row.enCode);
      notify('success', t('device.reserved', { count: r.numbers.length, first: r.numbers[0], last: r.numbers.at(-1) }));
      ctx.reload();
    } catch (error) {
      numberFailure(error);
    }
  };
  const edit = async (row: BillRuleRow, ctx: ToolbarContext<BillRuleRow>) => {
    const info = await billRuleApi.info(row.id);
    setReload(() => ctx.reload);
    setTarget({ mode: 'edit', info });
  };

  return (
    <>
      <ListPageFrame<BillRuleRow, BillRuleFilters>
        columns={columns}
        fetchPage={fetchPage}
        filters={filters}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }}
        sortable={billRuleSortable}
        onResetFilters={() => setStatus(null)}
        searchFields={<Select label={t('status')} placeholder={t('allStatus')} clearable w={140} value={status} onChange={setStatus} data={[{ value: '1', label: t('enabled') }, { value: '0', label: t('disabled') }]} />}
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconPlus size={16} />} onClick={() => { setReload(() => ctx.reload); setTarget({ mode: 'create' }); }} data-testid="billrule-add">{t('add')}</Button>
            </ButtonGuard>
            <ButtonGuard code="btn_export">
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void billRuleApi.exportAll(filters).then((b) => saveBlob(b, t('exportFile')), () => undefined)}>{t('export')}</Button>
            </ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('device.reserve')}>
              <ActionIcon variant="subtle" aria-label={`${t('device.reserve')} ${row.fullName}`} disabled={row.enabledMark !== 1} onClick={() => void reserve(row, ctx)}><IconDeviceMobileDown size={16} /></ActionIcon>
            </Tooltip>
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={`${t('edit')} ${row.fullName}`} onClick={() => void edit(row, ctx)}><IconEdit size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_export">
              <Tooltip label={t('exportOne')}>
                <ActionIcon variant="subtle" aria-label={`${t('exportOne')} ${row.fullName}`} onClick={() => void billRuleApi.exportOne(row.id).then((b) => saveBlob(b, `${row.fullName}.xlsx`), () => undefined)}><IconFileSpreadsheet size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
            {row.currentSeq === null && (
              <ButtonGuard code="btn_remove">
                <Tooltip label={t('delete')}>
                  <ActionIcon variant="subtle" color="red" aria-label={`${t('delete')} ${row.fullName}`} onClick={() => void (async () => { if (await confirmDelete(t('deleteConfirm', { name: row.fullName }))) await run(ctx, () => billRuleApi.remove(row.id)); })()}><IconTrash size={16} /></ActionIcon>
                </Tooltip>
              </ButtonGuard>
            )}
          </Group>
        )}
      />
      <DeviceNumbersPanel names={names} />
      <BillRuleForm target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
    </>
  );
}
