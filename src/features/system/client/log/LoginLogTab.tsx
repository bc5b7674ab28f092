import { ActionIcon, Button, Select, Tooltip } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogRow } from '@/features/system/contract';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { LocalizedDates } from '@/components/dates/LocalizedDates';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { oplogApi } from '../oplog/oplog-api';
import { logApi, type LogFilters, type LogType } from './log-api';
import { logColumns } from './log-columns';

const DAY_MS = 86_400_000;

/** 系统日志's first tab: sign-ins, sign-outs and failures — the first page built on the list frame. */
export function LoginLogTab() {
  const { t } = useTranslation();
  const columns = useMemo(() => logColumns(t), [t]);
  const [type, setType] = useState<LogType | null>(null);
  const [range, setRange] = useState<DatesRangeValue>([null, null]);
  const filters: LogFilters = useMemo(() => {
    const [from, to] = range;
    return {
      type: type ?? undefined,
      startTime: from ? new Date(from).getTime() : undefined,
      endTime: to ? new Date(to).getTime() + DAY_MS - 1 : undefined,
    };
  }, [type, range]);

  const remove = async (ids: string[], ctx: ToolbarContext<LogRow>) => {
    if (!ids.length) return notify('warning', t('systemLog.selectFirst'));
    if (!(await confirmDelete())) return;
    notify('success', await logApi.remove(ids));
    ctx.clearSelection();
    ctx.reload();
  };

  // The server's workbook of everything the filters match (not only the page shown).
  const exportXlsx = async () => saveBlob(await oplogApi.exportXlsx('login', { ...filters }), `${t('systemLog.fileName')}.xlsx`);

  return (
    <ListPageFrame<LogRow, LogFilters>
      columns={columns}
      fetchPage={logApi.page}
      filters={filters}
      rowId={(row) => row.id}
      selectable
      columnAuthority
      defaultSort={{ sidx: 'creatorTime', sort: 'desc' }}
      sortable={['creatorTime', 'account']}
      onResetFilters={() => { setType(null); setRange([null, null]); }}
      searchFields={
        <>
          <Select label={t('systemLog.type')} placeholder={t('common.all')} clearable w={140} value={type} onChange={(v) => setType(v as LogType | null)} data={(['login', 'logout', 'failure'] as const).map((v) => ({ value: v, label: t(`systemLog.types.${v}`) }))} />
          <LocalizedDates>
            <DatePickerInput type="range" label={t('systemLog.timeRange')} placeholder={t('systemLog.timeRangeHint')} clearable w={260} value={range} onChange={setRange} valueFormat="YYYY-MM-DD" />
          </LocalizedDates>
        </>
      }
      toolbar={(ctx) => (
        <>
          <ButtonGuard code="btn_remove">
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void remove(ctx.selected.map((r) => r.id), ctx)} data-testid="log-delete">{t('common.delete')}</Button>
          </ButtonGuard>
          <ButtonGuard code="btn_export">
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportXlsx()} data-testid="log-export">{t('systemLog.exportCsv')}</Button>
          </ButtonGuard>
        </>
      )}
      rowActions={(row, ctx) => (
        <ButtonGuard code="btn_remove">
          <Tooltip label={t('common.delete')}>
            <ActionIcon variant="subtle" color="red" onClick={() => void remove([row.id], ctx)} aria-label={t('common.delete')}><IconTrash size={16} /></ActionIcon>
          </Tooltip>
        </ButtonGuard>
      )}
    />
  );
}
