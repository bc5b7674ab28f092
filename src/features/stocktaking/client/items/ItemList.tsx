import { Button, Group, Pagination, Paper, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useStT } from '../i18n';
import type { LocalItemRow } from '../model/hooks';
import { ResultBadge } from '../scan/ResultBadge';
import { Thumb } from './Thumb';

const PAGE_SIZE = 50;
const FILTERS = ['all', 'missing', 'found', 'moved'] as const;
type Filter = (typeof FILTERS)[number];

interface Props {
  items: LocalItemRow[];
  /** Tick-off by hand (null when the stocktake no longer takes scans). */
  onTick: ((item: LocalItemRow, verdict: 'found' | 'moved') => void) | null;
  onOpen(item: LocalItemRow): void;
}

const matches = (item: LocalItemRow, filter: Filter, keyword: string) =>
  (filter === 'all' || (filter === 'missing' ? item.result === null : item.result === filter)) &&
  (!keyword || item.assetCode.toLowerCase().includes(keyword) || item.itemName.toLowerCase().includes(keyword));

/** The snapshot's items with their results; filter, search, tick off by hand, open the detail. */
export function ItemList({ items, onTick, onOpen }: Props) {
  const t = useStT();
  const [filter, setFilter] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => items.filter((i) => matches(i, filter, keyword.trim().toLowerCase())), [items, filter, keyword]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  return (
    <Paper withBorder p="sm" data-testid="item-list">
      <Group justify="space-between" mb="xs">
        <SegmentedControl value={filter} onChange={(f) => { setFilter(f as Filter); setPage(1); }} data={FILTERS.map((f) => ({ value: f, label: t(`items.filter.${f}`) }))} aria-label={t('items.filterLabel')} />
        <TextInput
          placeholder={t('items.search')} aria-label={t('items.search')} leftSection={<IconSearch size={14} />} value={keyword}
          onChange={(e) => { setKeyword(e.currentTarget.value); setPage(1); }} w={240}
        />
      </Group>
      <Table striped highlightOnHover verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th /><Table.Th>{t('fields.code')}</Table.Th><Table.Th>{t('fields.itemName')}</Table.Th><Table.Th>{t('item.department')}</Table.Th>
            <Table.Th>{t('item.expectedLocation')}</Table.Th><Table.Th>{t('fields.result')}</Table.Th><Table.Th>{t('item.foundBy')}</Table.Th><Table.Th>{t('fields.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((item) => (
            <Table.Tr key={item.id} data-testid="item-row" data-code={item.assetCode} data-result={item.result ?? 'missing'}>
              <Table.Td><Thumb url={item.thumbUrl} alt={item.itemName} /></Table.Td>
              <Table.Td ff="monospace">{item.assetCode}</Table.Td>
              <Table.Td>{item.itemName}</Table.Td>
              <Table.Td>{item.expectedDeptName ?? item.expectedEntName}</Table.Td>
              <Table.Td>{item.expectedLocation}</Table.Td>
              <Table.Td><ResultBadge result={item.result} /></Table.Td>
              <Table.Td>{item.foundByName}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => onOpen(item)} aria-label={t('items.detailOf', { code: item.assetCode })}>{t('items.detail')}</Button>
                  {onTick && item.result === null && (
                    <>
                      <Button size="compact-xs" variant="light" color="green" onClick={() => onTick(item, 'found')} aria-label={t('items.tickFoundOf', { code: item.assetCode })} data-testid="item-tick">{t('items.tickFound')}</Button>
                      <Button size="compact-xs" variant="light" onClick={() => onTick(item, 'moved')} aria-label={t('items.tickMovedOf', { code: item.assetCode })}>{t('items.tickMoved')}</Button>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="dimmed" size="sm" ta="center" py="md">{t('items.empty')}</Text>}
      {pages > 1 && <Group justify="center" mt="sm"><Pagination total={pages} value={current} onChange={setPage} size="sm" /></Group>}
    </Paper>
  );
}
