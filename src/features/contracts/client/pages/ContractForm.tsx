import { Grid, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DictionarySelect, UserPicker } from '@/components/pickers';
import { AttachmentUpload } from '@/components/upload';
import type { FieldErrors } from '@/components/form-dialog/use-zod-form';
import { CONTRACT_FILE_OWNER, CONTRACT_TYPE_DICTIONARY, type ContractInput } from '@/features/contracts/contract';
import { amountToChinese, parseMoney } from '@/contract/money';
import { useContractsT } from '../i18n';

export interface ContractFormProps {
  id: string;
  values: ContractInput;
  errors: FieldErrors;
  set<K extends keyof ContractInput>(key: K, value: ContractInput[K]): void;
  readOnly?: boolean;
  online: boolean;
  onBusy?(busy: boolean): void;
}

const toDate = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? new Date(v) : null);
const toMs = (d: Date | string | null) => (d ? new Date(d).getTime() : (undefined as unknown as number));

/** The contract's fields, validated by the contract's own schema; the amount shows in capitals as it is typed (§5). */
export function ContractForm({ id, values, errors, set, readOnly = false, online, onBusy }: ContractFormProps) {
  const t = useContractsT();
  const amount = parseMoney(values.amount);
  const text = (key: 'fullName' | 'partyA' | 'partyB', max: number) => (
    <TextInput label={t(`col.${key}`)} required readOnly={readOnly} maxLength={max} value={values[key] ?? ''} error={errors[key]}
      placeholder={t('form.placeholder')} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`contract-${key}`} />
  );
  const date = (key: 'signDate' | 'startDate' | 'endDate') => (
    <DateInput label={t(`col.${key}`)} required readOnly={readOnly} valueFormat="YYYY-MM-DD" clearable={!readOnly} value={toDate(values[key])} error={errors[key]}
      placeholder={t('form.choose')} onChange={(d) => set(key, toMs(d))} data-testid={`contract-${key}`} />
  );
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, sm: 8 }}>{text('fullName', 100)}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DictionarySelect label={t('col.contractType')} required disabled={readOnly} enCode={CONTRACT_TYPE_DICTIONARY} value={values.contractType ?? null} error={errors.contractType}
          onChange={(v) => set('contractType', v ?? '')} data-testid="contract-type" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{text('partyA', 100)}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{text('partyB', 100)}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('col.amount')} required readOnly={readOnly} inputMode="decimal" value={String(values.amount ?? '')} error={errors.amount} description={readOnly ? undefined : t('form.amountHint')}
          onChange={(e) => set('amount', e.currentTarget.value)} data-testid="contract-amount" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Text size="sm" fw={500} mb={4}>{t('col.amountChinese')}</Text>
        <Text size="sm" c={amount === '' ? 'dimmed' : undefined} data-testid="contract-amount-chinese">{amount === '' || amount < 0 ? '—' : amountToChinese(amount)}</Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>{date('signDate')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>{date('startDate')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>{date('endDate')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <UserPicker label={t('form.owner')} required disabled={readOnly} placeholder={t('form.ownerHint')} value={values.ownerUserId ?? null} error={errors.ownerUserId}
          onChange={(v) => set('ownerUserId', v ?? '')} data-testid="contract-owner" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('col.description')} readOnly={readOnly} maxLength={500} autosize minRows={2} value={values.description ?? ''} error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)} data-testid="contract-description" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Text size="sm" fw={500} mb={4}>{t('col.files')}</Text>
        {!online && !readOnly && <Text size="xs" c="dimmed" mb={4}>{t('msg.filesOffline')}</Text>}
        <AttachmentUpload value={values.files ?? []} onChange={(files) => set('files', files)} disabled={readOnly || !online} limit={20}
          owner={{ ownerType: CONTRACT_FILE_OWNER, ownerId: id }} onBusy={onBusy} />
        {errors.files && <Text size="xs" c="red">{errors.files}</Text>}
      </Grid.Col>
    </Grid>
  );
}
