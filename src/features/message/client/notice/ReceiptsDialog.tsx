import { Group, Modal, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDate } from '@/lib/format';
import { noticeApi, type ReceiptPage } from '../api';
import { useMsgT } from '../i18n';

const PAGE_SIZE = 20;

/** 阅读情况 of a released notice: who has read it and who has not. */
export function ReceiptsDialog({ noticeId, onClose }: { noticeId: string | null; onClose(): void }) {
  const t = useMsgT();
  const [isRead, setIsRead] = useState<'' | '0' | '1'>('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ReceiptPage | null>(null);
  useEffect(() => {
    if (!noticeId) return;
    let live = true;
    void noticeApi.receipts(noticeId, { currentPage: page, pageSize: PAGE_SIZE, isRead: isRead || undefined }).then((d) => live && setData(d));
    return () => { live = false; };
  }, [noticeId, page, isRead]);
  useEffect(() => { setPage(1); setData(null); }, [noticeId]);
  const s = data?.summary;
  return (
    <Modal opened={noticeId !== null} onClose={onClose} title={t('notice.receipts')} size={720} centered>
      <Stack gap="sm">
        <Group justify="space-between">
          <SegmentedControl value={isRead} onChange={(x) => { setIsRead(x as '' | '0' | '1'); setPage(1); }} data={[{ value: '', label: t('fields.all') }, { value: '1', label: t('read.1') }, { value: '0', label: t('read.0') }]} />
          {s && <Text size="sm" data-testid="receipt-summary">{t('notice.receiptSummary', s)}</Text>}
        </Group>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notice.realName')}</Table.Th><Table.Th>{t('notice.account')}</Table.Th><Table.Th>{t('notice.organize')}</Table.Th>
              <Table.Th>{t('fields.readState')}</Table.Th><Table.Th>{t('notice.readTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.list ?? []).map((r) => (
              <Table.Tr key={r.userId}>
                <Table.Td>{r.realName}</Table.Td><Table.Td>{r.account}</Table.Td><Table.Td>{r.organizeName ?? ''}</Table.Td>
                <Table.Td>{t(`read.${r.isRead}`)}</Table.Td><Table.Td>{formatDate(r.readTime, 'creation')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data && data.pagination.total > PAGE_SIZE && <Pagination value={page} onChange={setPage} total={Math.ceil(data.pagination.total / PAGE_SIZE)} />}
      </Stack>
    </Modal>
  );
}
