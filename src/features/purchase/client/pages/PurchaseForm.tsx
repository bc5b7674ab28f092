import { Grid, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DepartmentPicker, UserPicker } from '@/components/pickers';
import { AttachmentUpload } from '@/components/upload';
import type { FieldErrors } from '@/components/form-dialog/use-zod-form';
import { PURCHASE_FILE_OWNER, PURCHASE_LIMITS, type PurchaseInput } from '@/features/purchase/contract';
import { usePurchaseT } from '../i18n';
import { PurchaseItemsTable } from './PurchaseItemsTable';

export interface PurchaseFormProps {
  id: string;
  values: PurchaseInput;
  errors: FieldErrors;
  set<K extends keyof PurchaseInput>(key: K, value: PurchaseInput[K]): void;
  online: boolean;
  onBusy?(busy: boolean): void;
}

/** The request's fields, validated by the contract's own schema: who asks and why, the item rows, notes and attachments. */
export function PurchaseForm({ id, values, errors, set, online, onBusy }: PurchaseFormProps) {
  const t = usePurchaseT();
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DepartmentPicker label={t('col.applDept')} required placeholder={t('form.choose')} value={values.applDeptId || null} error={errors.applDeptId}
          onChange={(v) => set('applDeptId', (Array.isArray(v) ? v[0] : v) ?? '')} data-testid="purchase-dept" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <UserPicker label={t('col.useUser')} required placeholder={t('form.choose')} value={values.useUserId || null} error={errors.useUserId}
          onChange={(v) => set('useUserId', (Array.isArray(v) ? v[0] : v) ?? '')} data-testid="purchase-user" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DateInput label={t('col.expectedDate')} clearable valueFormat="YYYY-MM-DD" placeholder={t('form.choose')} error={errors.expectedDate}
          value={typeof values.expectedDate === 'number' ? new Date(values.expectedDate) : null} onChange={(d) => set('expectedDate', d ? new Date(d).getTime() : null)} data-testid="purchase-date" />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={t('col.reason')} required maxLength={PURCHASE_LIMITS.reason} value={values.reason ?? ''} error={errors.reason} placeholder={t('form.placeholder')}
          onChange={(e) => set('reason', e.currentTarget.value)} data-testid="purchase-reason" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Text size="sm" fw={500} mb={4}>{t('form.rows')}</Text>
        <PurchaseItemsTable items={values.items ?? []} onChange={(items) => set('items', items)} error={errors.items} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('col.description')} maxLength={PURCHASE_LIMITS.description} autosize minRows={2} value={values.description ?? ''} error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)} data-testid="purchase-description" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Text size="sm" fw={500} mb={4}>{t('col.files')}</Text>
        {!online && <Text size="xs" c="dimmed" mb={4}>{t('msg.filesOffline')}</Text>}
        <AttachmentUpload value={values.files ?? []} onChange={(files) => set('files', files)} disabled={!online} limit={PURCHASE_LIMITS.files}
          owner={{ ownerType: PURCHASE_FILE_OWNER, ownerId: id }} onBusy={onBusy} />
        {errors.files && <Text size="xs" c="red">{errors.files}</Text>}
      </Grid.Col>
    </Grid>
  );
}
