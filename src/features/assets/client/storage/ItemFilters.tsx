import { Badge, Select } from '@mantine/core';
import { UnitPicker } from '@/components/pickers';
import { useDictionary } from '@/sync/dictionary';
import { useAssetT } from '../i18n';
import { statusLook } from '../shared/StatusBadge';

export interface ItemFilterValues {
  status: string | null;
  itemType: string | null;
  nowEntId: string | null;
}

/** Status (itemStatus, in its colours), item type (itemType) and, when `withUnit`, the current unit. */
export function ItemFilters({ value, onChange, withUnit }: { value: ItemFilterValues; onChange(v: ItemFilterValues): void; withUnit: boolean }) {
  const t = useAssetT();
  const statuses = useDictionary('itemStatus');
  const types = useDictionary('itemType');
  return (
    <>
      <Select
        label={t('item.status')} placeholder={t('common.all')} clearable w={130} value={value.status} onChange={(status) => onChange({ ...value, status })} data-testid="filter-status"
        data={(statuses ?? []).map((o) => ({ value: o.value, label: o.text }))}
        renderOption={({ option }) => {
          const look = statusLook(statuses, option.value);
          return <Badge color={look.color} variant="light">{look.label}</Badge>;
        }}
      />
      <Select
        label={t('item.itemType')} placeholder={t('common.all')} clearable w={140} value={value.itemType} onChange={(itemType) => onChange({ ...value, itemType })}
        data={(types ?? []).map((o) => ({ value: o.value, label: o.text }))}
      />
      {withUnit && <div style={{ width: 200 }}><UnitPicker label={t('item.nowEnt')} value={value.nowEntId} onChange={(nowEntId) => onChange({ ...value, nowEntId })} /></div>}
    </>
  );
}
