import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { useDictionary } from '@/sync/dictionary';
import { useSyncDb } from '@/sync/hooks';
import { useStT } from '../i18n';
import type { LocalItemRow } from '../model/hooks';
import { ResultBadge } from '../scan/ResultBadge';
import { Thumb } from './Thumb';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

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
            <Field label={t('item.type')}>{item.itemTypeName}</Field>
            <Field label={t('item.status')}>{statusName}</Field>
            <Field label={t('item.brand')}>{text(asset?.brand)}</Field>
            <Field label={t('item.specification')}>{text(asset?.specification)}</Field>
            <Field label={t('item.unit')}>{item.expectedEntName}</Field>
            <Field label={t('item.department')}>{item.expectedDeptName}</Field>
            <Field label={t('item.user')}>{item.expectedUserName}</Field>
            <Field label={t('item.expectedLocation')}>{item.expectedLocation}</Field>
            <Field label={t('item.storageTime')}>{asset?.storageTime ? formatDate(asset.storageTime as number, 'date') : ''}</Field>
            <Field label={t('item.foundLocation')}>{item.foundLocation}</Field>
            <Field label={t('item.foundBy')}>{item.foundByName}</Field>
            <Field label={t('item.foundAt')}>{item.foundAt ? formatDate(item.foundAt, 'creation') : ''}</Field>
          </SimpleGrid>
          {asset === null && <Text size="xs" c="dimmed">{t('item.snapshotOnly')}</Text>}
        </Stack>
      )}
    </Modal>
  );
}
