import { ActionIcon, Button, Select, TextInput, Tooltip } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OplogCategory, OplogRow } from '@/features/system/contract';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { menuTitle } from '@/app/routing/menu-title';
import { sessionStore } from '@/app/session/session-store';
import { LocalizedDates } from '@/components/dates/LocalizedDates';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { useStore } from '@/lib/store';
import { useLogT } from './i18n';
import { LogDetailDrawer } from './LogDetailDrawer';
import { moduleOptions } from './module-options';
import { oplogApi, type OplogFilters } from './oplog-api';
import { oplogColumns } from './oplog-columns';

const DAY_MS = 86_400_000;
const SORTABLE = ['creatorTime', 'duration', 'account', 'module'];

/** One tab of 系统日志 besides sign-ins: filters by time, user, module, outcome; detail, export, delete. */
export function OplogTab({ category }: { category: OplogCategory }) {
  const t = useLogT();
  const { i18n } = useTranslation();
  const columns = useMemo(() => oplogColumns(category, t, i18n.language), [category, t, i18n.language]);
  const menus = useStore(sessionStore, (s) => s.menus);
  const modules = useMemo(() => moduleOptions(menus, (m) => menuTitle({ enCode: m.enCode, meta: { title: m.fullName, titles: { zhtw: m.fullNameZhtw, en: m.fullNameEn } } }, i18n.language), (a) => t(`areas.${a}`)), [menus, i18n.language, t]);
  const [range, setRange] = useState<DatesRangeValue>([null, null]);
  const [user, setUser] = useState('');
  const [module, setModule] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const filters: OplogFilters = useMemo(() => {
    const [from, to] = range;
    return {
      startTime: from ? new Date(from).getTime() : undefined,
      endTime: to ? new Date(to).getTime() + DAY_MS - 1 : undefined,
      user: user.trim() || undefined,
      module: module ?? undefined,
      outcome: outcome ?? undefined,
    };
  }, [range, user, module, outcome]);
  const fetchPage = useCallback((q: ListRequest & OplogFilters) => oplogApi.page(category, q), [category]);

  const remove = async (ids: string[], ctx: ToolbarContext<OplogRow>) => {
    if (!ids.length) return notify('warning', t('selectFirst'));
    if (!(await confirmDelete())) return;
    notify('success', await oplogApi.remove(category, ids));
    ctx.clearSelection();
    ctx.reload();
  };
  const exportAll = async () => saveBlob(await oplogApi.exportXlsx(category, { ...filters }), `${t(`tabs.${category}`)}.xlsx`);

  return (
    <>
      <ListPageFrame<OplogRow, OplogFilters>
        columns={columns}
        fetchPage={fetchPage}
        filters={filters}
        rowId={(row) => row.id}
        selectable
        defaultSort={{ sidx: 'creatorTime', sort: 'desc' }}
        sortable={SORTABLE}
        onResetFilters={() => { setRange([null, null]); setUser(''); setModule(null); setOutcome(null); }}
        searchFields={
          <>
            <LocalizedDates>
              <DatePickerInput type="range" label={t('filters.timeRange')} placeholder={t('filters.timeRangeHint')} clearable w={240} value={range} onChange={setRange} valueFormat="YYYY-MM-DD" />
            </LocalizedDates>
            <TextInput label={t('filters.user')} placeholder={t('filters.userHint')} w={140} value={user} onChange={(e) => setUser(e.currentTarget.value)} data-testid="oplog-user" />
            {category !== 'request' && <Select label={t('filters.module')} clearable searchable w={160} value={module} onChange={setModule} data={modules} data-testid="oplog-module" />}
            {category === 'operation' && <Select label={t('filters.outcome')} clearable w={110} value={outcome} onChange={(v) => setOutcome(v as typeof outcome)} data={(['success', 'failure'] as const).map((v) => ({ value: v, label: t(`outcomes.${v}`) }))} data-testid="oplog-outcome" />}
          </>
        }
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_remove">
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void remove(ctx.selected.map((r) => r.id), ctx)} data-testid={`oplog-delete-${category}`}>{t('delete')}</Button>
            </ButtonGuard>
            <ButtonGuard code="btn_export">
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportAll()} data-testid={`oplog-export-${category}`}>{t('export')}</Button>
            </ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <>
            <Tooltip label={t('detail.open')}>
              <ActionIcon variant="subtle" onClick={() => setOpened(row.id)} aria-label={t('detail.open')} data-testid={`oplog-open-${row.id}`}><IconEye size={16} /></ActionIcon>
            </Tooltip>
            <ButtonGuard code="btn_remove">
              <Tooltip label={t('delete')}>
                <ActionIcon variant="subtle" color="red" onClick={() => void remove([row.id], ctx)} aria-label={t('delete')}><IconTrash size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </>
        )}
      />
      <LogDetailDrawer category={category} id={opened} onClose={() => setOpened(null)} />
    </>
  );
}
