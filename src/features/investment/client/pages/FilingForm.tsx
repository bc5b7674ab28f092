import { Grid, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DictionarySelect, UnitPicker, UserPicker } from '@/components/pickers';
import { AttachmentUpload } from '@/components/upload';
import type { FieldErrors } from '@/components/form-dialog/use-zod-form';
import { parseMoney } from '@/contract/money';
import { INVESTMENT_FILE_OWNER, INVESTMENT_INDUSTRY_DICTIONARY, type InvestmentInput } from '@/features/investment/contract';
import { formatMoney } from '@/lib/format';
import { useInvestmentT } from '../i18n';

type Key = keyof InvestmentInput;
export interface FilingFormProps {
  id: string;
  values: InvestmentInput;
  errors: FieldErrors;
  set<K extends Key>(key: K, value: InvestmentInput[K]): void;
  online: boolean;
  onBusy?(busy: boolean): void;
}

const toDate = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? new Date(v) : null);
const FUNDS = ['selfFunds', 'loanFunds', 'otherFunds'] as const;

/** The filing's fields, checked by the contract's schema (the funding must add up to the total). */
export function FilingForm({ id, values, errors, set, online, onBusy }: FilingFormProps) {
  const t = useInvestmentT();
  const text = (key: 'projectName' | 'location' | 'contactPhone', span: number) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput label={t(`col.${key}`)} required value={String(values[key] ?? '')} error={errors[key]} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`filing-${key}`} />
    </Grid.Col>
  );
  const wan = (key: 'totalInvestment' | (typeof FUNDS)[number]) => (
    <Grid.Col span={{ base: 12, sm: 3 }}>
      <TextInput label={t(`col.${key}`)} required inputMode="decimal" value={String(values[key] ?? '')} error={errors[key]} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`filing-${key}`} />
    </Grid.Col>
  );
  const date = (key: 'startDate' | 'endDate') => (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <DateInput label={t(`col.${key}`)} required valueFormat="YYYY-MM-DD" value={toDate(values[key])} error={errors[key]} onChange={(d) => set(key, d ? new Date(d).getTime() : (undefined as unknown as number))} data-testid={`filing-${key}`} />
    </Grid.Col>
  );
  const sum = FUNDS.reduce((s, k) => s + Math.round(Number(parseMoney(values[k]) || 0) * 100), 0) / 100;
  return (
    <Grid gutter="sm">
      {text('projectName', 8)}
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <DictionarySelect label={t('col.industry')} required enCode={INVESTMENT_INDUSTRY_DICTIONARY} value={values.industry ?? null} error={errors.industry} onChange={(v) => set('industry', v ?? '')} data-testid="filing-industry" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <UnitPicker label={t('col.unit')} required value={values.unitId ?? null} error={errors.unitId} onChange={(v) => set('unitId', v ?? '')} data-testid="filing-unit" />
      </Grid.Col>
      {text('location', 6)}
      {wan('totalInvestment')}
      {FUNDS.map((k) => wan(k))}
      <Grid.Col span={12}><Text size="xs" c={errors.otherFunds ? 'red' : 'dimmed'}>{t('form.fundsSum', { sum: formatMoney(sum) })} · {t('form.wanHint')}</Text></Grid.Col>
      {date('startDate')}
      {date('endDate')}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <UserPicker label={t('col.owner')} required value={values.ownerUserId ?? null} error={errors.ownerUserId} onChange={(v) => set('ownerUserId', v ?? '')} data-testid="filing-owner" />
      </Grid.Col>
      {text('contactPhone', 6)}
      <Grid.Col span={12}>
        <Textarea label={t('col.overview')} autosize minRows={3} maxLength={2000} value={values.overview ?? ''} error={errors.overview} onChange={(e) => set('overview', e.currentTarget.value)} data-testid="filing-overview" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Text size="sm" fw={500} mb={4}>{t('col.files')}</Text>
        {!online && <Text size="xs" c="dimmed" mb={4}>{t('msg.filesOffline')}</Text>}
        <AttachmentUpload value={values.files ?? []} onChange={(files) => set('files', files)} disabled={!online} limit={20} owner={{ ownerType: INVESTMENT_FILE_OWNER, ownerId: id }} onBusy={onBusy} />
      </Grid.Col>
    </Grid>
  );
}
