import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import type { MailBox } from '@/features/message/contract';
import { notify } from '@/lib/notify';
import { currentDb } from '@/sync/db';
import { ComposeDialog } from '../compose/ComposeDialog';
import { useMailT } from '../i18n';
import { blankMail, draftValues, type ComposeValues } from '../model/compose-values';
import { removeMails } from '../model/device-writes';
import { localMail } from '../model/local-mail';
import { mailApi } from '../model/mail-api';
import type { MailFilters, MailListRow } from '../model/mail-rows';
import { mailColumns } from './mail-columns';
import { OfflineNote } from './OfflineNote';
import { useMailSource } from './use-mail-source';

type Filter = 'all' | 'unread' | 'starred';
const BOXES: MailBox[] = ['inbox', 'outbox', 'draft'];

/** A draft to edit: from the device, else from the server. */
async function draftSeed(id: string): Promise<ComposeValues | null> {
  const db = currentDb();
  const local = db ? (await localMail(db, id)).mail : null;
  if (local) return draftValues(local);
  const info = await mailApi.info('draft', id);
  return draftValues({ ...info, toJson: JSON.stringify(info.toUserIds), ccJson: JSON.stringify(info.ccUserIds), filesJson: JSON.stringify(info.fileIds) });
}

/**
 * 站内信 (/extend/email): inbox, outbox and drafts with keyword, paging and batch delete, the
 * inbox's unread and starred filters, 写邮件. Read from the device store (offline too). A §2
 * notification click (…?id=&type=info) opens that mail.
 */
export default function MailPage() {
  const t = useMailT();
  const navigate = useNavigate();
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const [box, setBox] = useState<MailBox>('inbox');
  const [filter, setFilter] = useState<Filter>('all');
  const [compose, setCompose] = useState<{ seed: ComposeValues; title: string } | null>(null);
  const source = useMailSource();
  const filters = useMemo<MailFilters & { rev: number }>(() => ({
    box, rev: source.rev, ...(box === 'inbox' && filter === 'unread' ? { unread: true } : {}), ...(box === 'inbox' && filter === 'starred' ? { starred: true } : {}),
  }), [box, filter, source.rev]);

  const openMail = (id: string, which: MailBox) => void navigate({ to: '/emailDetail', search: { id, box: which } });
  useEffect(() => {
    if (typeof search.id === 'string' && search.type === 'info') openMail(search.id, 'inbox');
    // Only when the page is reached with a mail to open (§2 click target).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.id, search.type]);

  const open = (row: MailListRow) => {
    if (box !== 'draft') return openMail(row.id, box);
    void draftSeed(row.id).then((seed) => seed && setCompose({ seed, title: t('compose.editTitle') }), () => undefined);
  };
  const columns = useMemo(() => mailColumns(t, box, open),
    // `open` reads the box only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, box]);

  const remove = async (ctx: ToolbarContext<MailListRow>) => {
    if (!(await confirmDelete())) return;
    await removeMails.mutate({ box, ids: ctx.selected.map((r) => r.id), copyIds: ctx.selected.flatMap((r) => (r.copyId ? [r.copyId] : [])) });
    notify('success', t('deleted'));
    ctx.clearSelection();
    ctx.reload();
  };

  return (
    <>
      <OfflineNote show={source.offline} />
      <Group mb="sm" gap="md">
        <SegmentedControl value={box} onChange={(b) => { setBox(b as MailBox); setFilter('all'); }} data={BOXES.map((b) => ({ value: b, label: t(`boxes.${b}`) }))} aria-label={t('boxes.label')} data-testid="mail-boxes" />
        {box === 'inbox' && (
          <SegmentedControl size="xs" value={filter} onChange={(f) => setFilter(f as Filter)} data={(['all', 'unread', 'starred'] as const).map((f) => ({ value: f, label: t(`filters.${f}`) }))} aria-label={t('filters.label')} data-testid="mail-filter" />
        )}
      </Group>
      <ListPageFrame<MailListRow, MailFilters & { rev: number }>
        key={box} columns={columns} fetchPage={source.fetchPage} filters={filters} rowId={(r) => r.id} selectable
        defaultSort={{ sidx: 'time', sort: 'desc' }} sortable={['subject', 'time']}
        onResetFilters={() => setFilter('all')}
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconPencil size={16} />} onClick={() => setCompose({ seed: blankMail(), title: t('compose.title') })} data-testid="mail-compose-open">{t('actions.compose')}</Button>
            </ButtonGuard>
            <ButtonGuard code="btn_remove">
              <Button variant="default" color="red" leftSection={<IconTrash size={16} />} disabled={ctx.selected.length === 0} onClick={() => void remove(ctx)} data-testid="mail-delete">{t('actions.delete')}</Button>
            </ButtonGuard>
          </>
        )}
      />
      <ComposeDialog seed={compose?.seed ?? null} title={compose?.title ?? ''} onClose={() => setCompose(null)} />
    </>
  );
}
