import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReportParam } from '@/features/reports/contract';
import { useDictionary } from '@/sync/dictionary';
import { useReportsT } from '../i18n';

export type FormValues = Record<string, string | number | null>;

/** The form's starting values: each parameter's default. */
export const defaultsOf = (params: readonly ReportParam[]): FormValues => Object.fromEntries(params.map((p) => [p.name, p.defaultValue]));

function DictionarySelect({ param, value, onChange }: { param: ReportParam; value: string | null; onChange(v: string | null): void }) {
  const t = useReportsT();
  const options = useDictionary(param.dictionary ?? '');
  const data = (options ?? []).map((o) => ({ value: o.value, label: o.text }));
  return <Select label={param.label} withAsterisk={param.required} placeholder={t('viewer.all')} clearable searchable data={data} value={value} onChange={onChange} w={180} />;
}

function Field({ param, value, onChange }: { param: ReportParam; value: string | number | null; onChange(v: string | number | null): void }) {
  const t = useReportsT();
  if (param.type === 'select') return <DictionarySelect param={param} value={value === null ? null : String(value)} onChange={onChange} />;
  if (param.type === 'number') {
    return <NumberInput label={param.label} withAsterisk={param.required} value={value ?? ''} thousandSeparator="," onChange={(v) => onChange(v === '' ? null : v)} w={160} />;
  }
  if (param.type === 'date') {
    return (
      <DateInput label={param.label} withAsterisk={param.required} placeholder={t('viewer.datePlaceholder')} valueFormat="YYYY-MM-DD" clearable w={160}
        value={value ? dayjs(String(value)).toDate() : null} onChange={(d) => onChange(d ? dayjs(d).format('YYYY-MM-DD') : null)} />
    );
  }
  return <TextInput label={param.label} withAsterisk={param.required} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value)} w={180} />;
}

/** 查询条件: one control per parameter, 查询 (also Enter) and 重置 to the defaults. */
export function ParamForm({ params, values, onChange, onQuery, loading }: { params: readonly ReportParam[]; values: FormValues; onChange(v: FormValues): void; onQuery(): void; loading: boolean }) {
  const t = useReportsT();
  return (
    <form aria-label={t('viewer.params')} onSubmit={(e) => { e.preventDefault(); onQuery(); }}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {params.map((p) => <Field key={p.name} param={p} value={values[p.name] ?? null} onChange={(v) => onChange({ ...values, [p.name]: v })} />)}
        <Button type="submit" leftSection={<IconSearch size={16} />} loading={loading} data-testid="report-query">{t('viewer.query')}</Button>
        {params.length > 0 && <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => onChange(defaultsOf(params))}>{t('viewer.reset')}</Button>}
      </Group>
    </form>
  );
}
