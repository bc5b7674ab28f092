import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { TaskKind, TaskRow } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { OutcomeBadge } from './OutcomeBadge';

/** A built-in task keeps its kind's name in every language until an administrator renames it. */
export function taskName(row: Pick<TaskRow, 'fullName' | 'kind' | 'builtIn'>, kinds: ReadonlyMap<string, TaskKind>, language: string): string {
  const kind = kinds.get(row.kind);
  if (!row.builtIn || !kind || kind.fullName !== row.fullName || (language !== 'zhtw' && language !== 'en')) return row.fullName;
  return kind.names[language];
}

export function kindName(kind: string, kinds: ReadonlyMap<string, TaskKind>, language: string): string {
  const k = kinds.get(kind);
  if (!k) return kind;
  return language === 'zhtw' || language === 'en' ? k.names[language] : k.fullName;
}

export function taskColumns(t: TFunction, kinds: ReadonlyMap<string, TaskKind>, language: string): Array<MRT_ColumnDef<TaskRow> & { accessorKey: string; header: string }> {
  return [
    {
      accessorKey: 'fullName', header: t('task.fullName'), size: 200,
      Cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" truncate>{taskName(row.original, kinds, language)}</Text>
          {row.original.builtIn && <Badge size="xs" variant="outline" color="gray" tt="none">{t('task.builtIn')}</Badge>}
        </Group>
      ),
    },
    { accessorKey: 'kind', header: t('task.kind'), size: 180, Cell: ({ row }) => kindName(row.original.kind, kinds, language) },
    { accessorKey: 'cron', header: t('task.cron'), size: 130, Cell: ({ row }) => <Text size="sm" ff="monospace">{row.original.cron}</Text> },
    {
      accessorKey: 'enabledMark', header: t('task.enabled'), size: 100,
      Cell: ({ row }) => row.original.running
        ? <OutcomeBadge outcome="running" />
        : <Badge variant="light" tt="none" color={row.original.enabledMark === 1 ? 'green' : 'gray'}>{t(row.original.enabledMark === 1 ? 'task.enabledOn' : 'task.enabledOff')}</Badge>,
    },
    { accessorKey: 'nextRunAt', header: t('task.nextRunAt'), size: 160, Cell: ({ row }) => formatDate(row.original.nextRunAt) || '—' },
    { accessorKey: 'lastRunAt', header: t('task.lastRunAt'), size: 160, Cell: ({ row }) => formatDate(row.original.lastRunAt) || '—' },
    { accessorKey: 'lastOutcome', header: t('task.lastOutcome'), size: 110, Cell: ({ row }) => <OutcomeBadge outcome={row.original.lastOutcome} /> },
    { accessorKey: 'runCount', header: t('task.runCount'), size: 90 },
  ];
}
