import { Anchor, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate, formatMoney } from '@/lib/format';
import type { PortalLists } from '../../offline-cache';
import { usePortalT } from '../../i18n';

type Item = { id: string; title: string; time: number | null };

function ItemList({ items, empty, to, testId, limit }: { items: Item[] | null; empty: string; to: string; testId: string; limit: number }) {
  const t = usePortalT();
  if (items === null) return <Text size="sm" c="dimmed" data-testid={`${testId}-unavailable`}>{t('widget.unavailable')}</Text>;
  if (!items.length) return <Text size="sm" c="dimmed">{empty}</Text>;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {items.slice(0, limit).map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={to} size="sm" lineClamp={1}>{item.title}</Anchor>
          {item.time !== null && <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{formatDate(item.time, 'date')}</Text>}
        </Group>
      ))}
    </Stack>
  );
}

/** 待办事宜: how many, and the newest ones (the workflow's own list). */
export function TodoWidget({ lists, limit }: { lists: PortalLists; limit: number }) {
  const t = usePortalT();
  return (
    <Stack gap="xs">
      {lists.todoCount !== null && <Text size="sm" data-testid="portal-todo-count">{t('widget.todoCount', { count: lists.todoCount })}</Text>}
      <ItemList items={lists.todo} empty={t('widget.todoEmpty')} to="/workFlow/flowTodo" testId="portal-todo-list" limit={limit} />
    </Stack>
  );
}

export const NoticesWidget = ({ lists, limit }: { lists: PortalLists; limit: number }) => {
  const t = usePortalT();
  return <ItemList items={lists.notices} empty={t('widget.noticesEmpty')} to="/messageRecord" testId="portal-notices-list" limit={limit} />;
};

export const DocumentsWidget = ({ lists, limit }: { lists: PortalLists; limit: number }) => {
  const t = usePortalT();
  return <ItemList items={lists.documents} empty={t('widget.documentsEmpty')} to="/extend/document" testId="portal-documents-list" limit={limit} />;
};

/** 工作台数字: the dashboard's figures (todo, unread, contract and project counts the user may read). */
export function FiguresWidget({ lists }: { lists: PortalLists }) {
  const t = usePortalT();
  const figures: [string, number | string | null, string][] = [
    [t('widget.todo'), lists.todoCount, '/workFlow/flowTodo'],
    [t('widget.unread'), lists.unread, '/messageRecord'],
    ...Object.entries(lists.figures ?? {}).flatMap(([module, values]) => Object.entries(values).slice(0, 2).map(([k, v]) => [t(`figures.${module}.${k}`, { defaultValue: `${module}.${k}` }), v, '/dashboard'] as [string, number | string, string])),
  ];
  return (
    <SimpleGrid cols={2} spacing="xs" data-testid="portal-figures">
      {/* The link's name is its own text (label, then value): a separate aria-label would not match what is shown. */}
      {figures.map(([label, value, to], n) => (
        <UnstyledButton key={`${n}-${label}`} component={Link} to={to}>
          <Text size="xs" c="dimmed">{label}</Text>
          <Text fz={22} fw={600}>{value === null ? '—' : typeof value === 'string' ? formatMoney(value) : value}</Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
