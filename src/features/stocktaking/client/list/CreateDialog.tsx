import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { DepartmentPicker, UnitPicker, UserPicker } from '@/components/pickers';
import { LOCATION_MAX, NAME_MAX, SCOPE_TYPES, stocktakeCreateBody, type ScopeType, type StocktakeCreateBody } from '@/features/stocktaking/contract';
import { notify } from '@/lib/notify';
import { stocktakeApi } from '../api';
import { useStT } from '../i18n';

const blank = (): StocktakeCreateBody => ({ name: '', scopeType: 'dept', scopeId: null, location: '', checkerIds: [] });

interface Props {
  opened: boolean;
  onClose(): void;
  onCreated(id: string): void;
}

/** 新建盘点: a name, the scope (unit, department or place) and the checkers; the server snapshots the items. */
export function CreateDialog({ opened, onClose, onCreated }: Props) {
  const t = useStT();
  const form = useZodForm(stocktakeCreateBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(blank());
  }, [opened, reset]);
  const v = form.values;
  const setScope = (scopeType: ScopeType) => {
    form.setField('scopeType', scopeType);
    form.setField('scopeId', null);
  };
  const submit = async (values: StocktakeCreateBody) => {
    const created = await stocktakeApi.create({ ...values, location: values.scopeType === 'location' ? values.location : null });
    notify('success', t('create.done', { count: created.counts.expected }));
    onCreated(created.id);
  };
  return (
    <FormDialog<typeof stocktakeCreateBody> opened={opened} title={t('create.title')} form={form} onClose={onClose} onSubmit={submit}>
      <TextInput label={t('fields.name')} withAsterisk maxLength={NAME_MAX} value={v.name} onChange={(e) => form.setField('name', e.currentTarget.value)} error={form.errors.name} data-testid="stocktake-form-name" />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="stocktake-scope-label">{t('fields.scope')}</Text>
        <SegmentedControl
          aria-labelledby="stocktake-scope-label" value={v.scopeType} onChange={(s) => setScope(s as ScopeType)}
          data={SCOPE_TYPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))} data-testid="stocktake-form-scope"
        />
      </Stack>
      {v.scopeType === 'ent' && <UnitPicker label={t('scope.ent')} required value={v.scopeId ?? null} onChange={(id) => form.setField('scopeId', id)} error={form.errors.scopeId} />}
      {v.scopeType === 'dept' && <DepartmentPicker label={t('scope.dept')} required value={v.scopeId ?? null} onChange={(id) => form.setField('scopeId', id)} error={form.errors.scopeId} />}
      {v.scopeType === 'location' && (
        <TextInput
          label={t('scope.location')} withAsterisk maxLength={LOCATION_MAX} description={t('create.locationHint')} value={v.location ?? ''}
          onChange={(e) => form.setField('location', e.currentTarget.value)} error={form.errors.location} data-testid="stocktake-form-location"
        />
      )}
      <UserPicker label={t('fields.checkers')} required multiple value={v.checkerIds} onChange={(ids) => form.setField('checkerIds', ids)} error={form.errors.checkerIds} data-testid="stocktake-form-checkers" />
    </FormDialog>
  );
}
