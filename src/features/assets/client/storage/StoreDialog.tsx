import { NumberInput, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useEffect, useMemo, useState } from 'react';
import { LocalizedDates } from '@/components/dates/LocalizedDates';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { ASSET_LIMITS, checkUnitPrice, storeBody, type PendingPlanRow, type StoreBody } from '@/features/assets/contract';
import { DATE_FORMAT } from '@/contract/limits';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { assetsApi } from '../api/assets-api';
import { at, useAssetT } from '../i18n';

/** Plan rows offered at once (the largest page size of §9). */
const PLAN_ROWS_PAGE = 500;
const blank = (): StoreBody => ({ planDtlId: '', count: 1, brand: '', specification: '', unitPrice: '', storageTime: Date.now(), location: '', remark: '' });

/** 入库: items from a plan row with quantity left — count, brand, specification, unit price (元), storage time, location. */
export function StoreDialog({ opened, onClose, onSaved }: { opened: boolean; onClose(): void; onSaved(): void }) {
  const t = useAssetT();
  const form = useZodForm(storeBody, blank());
  const { reset } = form;
  const [rows, setRows] = useState<PendingPlanRow[] | null>(null);
  useEffect(() => {
    if (!opened) return;
    reset(blank());
    setRows(null);
    let live = true;
    assetsApi.planRows({ currentPage: 1, pageSize: PLAN_ROWS_PAGE }).then((p) => live && setRows(p.list), () => live && setRows([]));
    return () => {
      live = false;
    };
  }, [opened, reset]);

  const v = form.values;
  const chosen = rows?.find((r) => r.planDtlId === v.planDtlId);
  const maxCount = Math.min(chosen?.remaining ?? ASSET_LIMITS.storeCountMax, ASSET_LIMITS.storeCountMax);
  const options = useMemo(() => (rows ?? []).map((r) => ({
    value: r.planDtlId,
    label: at('store.rowOption', { name: r.itemName, type: r.itemTypeName, ent: r.applEntName, dept: r.applDeptName, left: r.remaining }),
  })), [rows]);
  // Money rule (§5): a valid amount shows as 1,234.50; an invalid one becomes empty.
  const blurPrice = () => {
    const r = checkUnitPrice(v.unitPrice);
    form.setField('unitPrice', r.ok ? formatMoney(r.value) : '');
  };
  const submit = async (body: StoreBody) => {
    const result = await assetsApi.store(body);
    notify('success', at('store.done', { count: result.assetCodes.length, codes: result.assetCodes.join(', ') }));
    onSaved();
  };

  return (
    <FormDialog<typeof storeBody> opened={opened} title={t('store.title')} form={form} onClose={onClose} onSubmit={submit} width={760}>
      <Select
        label={t('store.planRow')} withAsterisk searchable data={options} value={v.planDtlId || null} error={form.errors.planDtlId}
        nothingFoundMessage={rows === null ? t('common.loading') : t('store.noPlanRows')} placeholder={t('common.choose')} data-testid="store-plan-row"
        onChange={(id) => form.setField('planDtlId', id ?? '')}
      />
      {chosen && <Text size="xs" c="dimmed" data-testid="store-remaining">{t('store.remaining', { planned: chosen.itemNum, stored: chosen.hasApplNum, left: chosen.remaining })}</Text>}
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('store.count')} withAsterisk min={1} max={maxCount} step={1} allowDecimal={false} allowNegative={false} clampBehavior="strict"
          value={v.count as number} onChange={(n) => form.setField('count', typeof n === 'number' ? n : 1)} error={form.errors.count} data-testid="store-count"
        />
        <TextInput
          label={t('item.unitPrice')} withAsterisk rightSection={<Text size="sm" c="dimmed">{t('common.yuan')}</Text>} inputMode="decimal"
          value={String(v.unitPrice ?? '')} onChange={(e) => form.setField('unitPrice', e.currentTarget.value)} onBlur={blurPrice} error={form.errors.unitPrice} data-testid="store-price"
        />
        <TextInput label={t('item.brand')} withAsterisk maxLength={ASSET_LIMITS.brandMax} value={v.brand} onChange={(e) => form.setField('brand', e.currentTarget.value)} error={form.errors.brand} data-testid="store-brand" />
        <TextInput label={t('item.specification')} withAsterisk maxLength={ASSET_LIMITS.specificationMax} value={v.specification} onChange={(e) => form.setField('specification', e.currentTarget.value)} error={form.errors.specification} data-testid="store-spec" />
        <LocalizedDates>
          <DateTimePicker
            label={t('item.storageTime')} valueFormat={DATE_FORMAT.default} value={v.storageTime ? new Date(Number(v.storageTime)) : null}
            onChange={(d) => form.setField('storageTime', d ? new Date(d).getTime() : undefined)} error={form.errors.storageTime} data-testid="store-time"
          />
        </LocalizedDates>
        <TextInput label={t('item.location')} maxLength={ASSET_LIMITS.locationMax} value={v.location ?? ''} onChange={(e) => form.setField('location', e.currentTarget.value)} error={form.errors.location} data-testid="store-location" />
      </SimpleGrid>
      <Textarea label={t('common.remark')} maxLength={ASSET_LIMITS.remarkMax} autosize minRows={2} value={v.remark ?? ''} onChange={(e) => form.setField('remark', e.currentTarget.value)} error={form.errors.remark} />
    </FormDialog>
  );
}
