import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatDate } from '@/lib/format';
import { useDictionary } from '@/sync/dictionary';
import { useSyncDb } from '@/sync/hooks';
import { useStT } from '../i18n';
import type { LocalItemRow } from '../model/hooks';
import { ResultBadge } from '../scan/ResultBadge';
import { Thumb } from './Thumb';
import { LabeledValue } from '@/components/feedback/LabeledValue';

/**
 * A small read-only 物品详情 that opens offline: the stocktake's snapshot of the item, plus the
 * asset record (brand, specification, status…) when the device holds it (collection `assets`).
 */
export function ItemDetailDialog({ item, onClose }: { item: LocalItemRow | null; onClose(): void }) {
  const t = useStT();
  const db = useSyncDb();
  const asset = useLiveQuery(async () => (db && item ? ((await db.assets.get(item.itemId)) ?? null) : null), [db, item?.itemId]);
  const statuses = useDictionary('itemStatus');
  const statusName = asset ? statuses?.find((s) => s.value === String(asset.status))?.text ?? String(asset.status) : null;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return (
    <Modal opened={item !== null} onClose={onClose} title={t('item.title')} size="lg" centered>
      {item && (
        <Stack gap="md" data-testid="item-detail">
          <Group>
            <Thumb url={item.thumbUrl} alt={item.itemName} size={72} />
            <div>
              <Text fw={600}>{item.itemName}</Text>
              <Text size="sm" ff="monospace">{item.assetCode}</Text>
              <ResultBadge result={item.result} />
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LabeledValue label={t('item.type')}>{item.itemTypeName}</LabeledValue>
            <LabeledValue label={t('item.status')}>{statusName}</LabeledValue>
            <LabeledValue label={t('item.brand')}>{text(asset?.brand)}</LabeledValue>
            <LabeledValue label={t('item.specification')}>{text(asset?.specification)}</LabeledValue>
            <LabeledValue label={t('item.unit')}>{item.expectedEntName}</LabeledValue>
            <LabeledValue label={t('item.department')}>{item.expectedDeptName}</LabeledValue>
            <LabeledValue label={t('item.user')}>{item.expectedUserName}</LabeledValue>
            <LabeledValue label={t('item.expectedLocation')}>{item.expectedLocation}</LabeledValue>
            <LabeledValue label={t('item.storageTime')}>{asset?.storageTime ? formatDate(asset.storageTime as number, 'date') : ''}</LabeledValue>
            <LabeledValue label={t('item.foundLocation')}>{item.foundLocation}</LabeledValue>
            <LabeledValue label={t('item.foundBy')}>{item.foundByName}</LabeledValue>
            <LabeledValue label={t('item.foundAt')}>{item.foundAt ? formatDate(item.foundAt, 'creation') : ''}</LabeledValue>
          </SimpleGrid>
          {asset === null && <Text size="xs" c="dimmed">{t('item.snapshotOnly')}</Text>}
        </Stack>
      )}
    </Modal>
  );
}
