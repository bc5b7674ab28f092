import { Modal, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ItemLogRecord } from '@/features/assets/contract';
import { formatDate } from '@/lib/format';
import { useAssetT } from '../i18n';
import { StatusBadge } from '../shared/StatusBadge';

export type LogKind = 'receive' | 'change' | 'damage';

interface Column {
  key: string;
  header: string;
  cell(r: ItemLogRecord): ReactNode;
}

function LogTable({ rows, columns, testId }: { rows: ItemLogRecord[]; columns: Column[]; testId: string }) {
  const t = useAssetT();
  if (rows.length === 0) return <Text c="dimmed" ta="center" py="lg">{t('common.noData')}</Text>;
  return (
    <Table withTableBorder striped data-testid={testId}>
      <Table.Thead><Table.Tr>{columns.map((c) => <Table.Th key={c.key}>{c.header}</Table.Th>)}</Table.Tr></Table.Thead>
      <Table.Tbody>
        {rows.map((r) => <Table.Tr key={r.id} data-testid={`${testId}-row`}>{columns.map((c) => <Table.Td key={c.key}>{c.cell(r)}</Table.Td>)}</Table.Tr>)}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The log dialogs the detail's counts open (SPEC §2): receipt detail (60vw), 物品损坏详情, item
 * change detail — each a table of the item's log records of that kind.
 */
export function ItemLogDialog({ kind, rows, onClose }: { kind: LogKind | null; rows: ItemLogRecord[]; onClose(): void }) {
  const t = useAssetT();
  const time = (r: ItemLogRecord) => formatDate(r.createAt);
  const status = (r: ItemLogRecord) => <StatusBadge status={r.status} />;
  const columns: Record<LogKind, Column[]> = {
    receive: [
      { key: 'createAt', header: t('log.changeTime'), cell: time },
      { key: 'entName', header: t('log.receiveEnt'), cell: (r) => r.entName },
      { key: 'deptName', header: t('log.receiveDept'), cell: (r) => r.deptName },
      { key: 'userName', header: t('log.receiveUser'), cell: (r) => r.userName },
      { key: 'status', header: t('log.status'), cell: status },
      { key: 'remark', header: t('common.remark'), cell: (r) => r.remark },
    ],
    damage: [
      { key: 'createAt', header: t('log.createAt'), cell: time },
      { key: 'entName', header: t('log.entName'), cell: (r) => r.entName },
      { key: 'deptName', header: t('log.deptName'), cell: (r) => r.deptName },
      { key: 'userName', header: t('log.userName'), cell: (r) => r.userName },
      { key: 'remark', header: t('common.remark'), cell: (r) => r.remark },
    ],
    change: [
      { key: 'entName', header: t('log.handoverEnt'), cell: (r) => r.entName },
      { key: 'deptName', header: t('log.handoverDept'), cell: (r) => r.deptName },
      { key: 'userName', header: t('log.handoverUser'), cell: (r) => r.userName },
      { key: 'status', header: t('log.changeStatus'), cell: status },
      { key: 'remark', header: t('common.remark'), cell: (r) => r.remark },
      { key: 'createAt', header: t('log.changeTime'), cell: time },
    ],
  };
  const titles: Record<LogKind, string> = { receive: t('log.receiveTitle'), damage: t('log.damageTitle'), change: t('log.changeTitle') };
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={kind !== null} onClose={onClose} title={kind ? titles[kind] : ''} size={kind === 'receive' ? '60vw' : 800} centered>
      {kind && <LogTable rows={rows} columns={columns[kind]} testId={`log-${kind}`} />}
    </Modal>
  );
}
