import { Badge, Group, UnstyledButton } from '@mantine/core';
import { IconPaperclip, IconStarFilled } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { MailBox } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import type { MailListRow } from '../model/mail-rows';

type Column = MRT_ColumnDef<MailListRow> & { accessorKey: string; header: string };

/** The columns of one box: who (sender, or recipients for what the caller wrote), subject with its marks, time. */
export function mailColumns(t: TFunction, box: MailBox, open: (row: MailListRow) => void): Column[] {
  const subject: Column = {
    accessorKey: 'subject', header: t('columns.subject'), size: 320,
    Cell: ({ row: { original: r } }) => (
      <Group gap={6} wrap="nowrap">
        {r.starred && <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label={t('state.starred')} />}
        <UnstyledButton
          onClick={() => open(r)} fw={box === 'inbox' && !r.isRead ? 700 : undefined} c="var(--mantine-color-anchor)" data-testid="mail-open"
          aria-label={box === 'draft' ? t('actions.editDraft', { subject: r.subject }) : t('actions.open', { subject: r.subject })}
        >
          {r.subject}
        </UnstyledButton>
        {r.hasFiles && <IconPaperclip size={14} aria-label={t('state.hasFiles')} />}
        {box === 'inbox' && !r.isRead && <Badge size="xs" variant="light" tt="none">{t('state.unread')}</Badge>}
        {box === 'outbox' && r.pending && <Badge size="xs" color="orange" variant="light" tt="none" data-testid="mail-unsent">{t('state.unsent')}</Badge>}
      </Group>
    ),
  };
  const who: Column = box === 'inbox'
    ? { accessorKey: 'sender', header: t('columns.sender'), size: 140 }
    : { accessorKey: 'recipients', header: t('columns.recipients'), size: 200 };
  const time: Column = {
    accessorKey: 'time', header: box === 'draft' ? t('columns.savedTime') : t('columns.sendTime'), size: 170,
    Cell: ({ row }) => (row.original.time ? formatDate(row.original.time, 'creation') : ''),
  };
  return [subject, who, time];
}
