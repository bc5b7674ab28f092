import { Alert, Group, NumberInput, Paper, Select, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import {
  BILL_DATE_FORMATS, BILL_DIGITS, RESET_PERIODS, billRuleBody, formatBillNumber, nextSerial, type BillRuleBody, type BillRuleInfo,
} from '@/features/system/contract';
import { notify } from '@/lib/notify';
import { billRuleApi } from './billrule-api';
import { useBillRuleT } from './i18n';

export type BillRuleTarget = { mode: 'create' } | { mode: 'edit'; info: BillRuleInfo };

const blank = (): BillRuleBody => ({
  fullName: '', enCode: '', category: '', prefix: '', dateFormat: 'yyyyMMdd', separator: '-', digits: 4, startNumber: 1, suffix: '', resetPeriod: 'day', sortCode: 0, enabledMark: 1, description: '',
});
const fromInfo = (i: BillRuleInfo): BillRuleBody => ({
  fullName: i.fullName, enCode: i.enCode, category: i.category ?? '', prefix: i.prefix, dateFormat: i.dateFormat as BillRuleBody['dateFormat'], separator: i.separator,
  digits: i.digits, startNumber: i.startNumber, suffix: i.suffix, resetPeriod: i.resetPeriod as BillRuleBody['resetPeriod'], sortCode: i.sortCode, enabledMark: i.enabledMark === 1 ? 1 : 0, description: i.description ?? '',
});

/** The number the rule as typed would give next (the rule's own serial when editing a used one). */
function usePreview(v: z.input<typeof billRuleBody>, info: BillRuleInfo | null): string {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const digits = Number.isInteger(Number(v.digits)) ? Math.min(Math.max(Number(v.digits), BILL_DIGITS.min), BILL_DIGITS.max) : 4;
  const start = Math.max(0, Math.trunc(Number(v.startNumber) || 0));
  const serial = nextSerial({ currentSeq: info?.currentSeq ?? null, periodKey: info?.periodKey ?? '', resetPeriod: v.resetPeriod, startNumber: start }, now);
  return formatBillNumber({ prefix: v.prefix ?? '', dateFormat: v.dateFormat, separator: v.separator ?? '', digits, suffix: v.suffix ?? '' }, serial, now);
}

/** 单据规则 create/edit with a live preview of the next number. */
export function BillRuleForm({ target, onClose, onSaved }: { target: BillRuleTarget | null; onClose(): void; onSaved(): void }) {
  const t = useBillRuleT();
  const form = useZodForm(billRuleBody, blank());
  const { reset } = form;
  const info = target?.mode === 'edit' ? target.info : null;
  const locked = info !== null && info.currentSeq !== null;
  useEffect(() => {
    if (target) reset(target.mode === 'create' ? blank() : fromInfo(target.info));
  }, [target, reset]);
  const v = form.values;
  const preview = usePreview(v, info);
  const submit = async (values: BillRuleBody) => {
    if (!target) return;
    notify('success', target.mode === 'create' ? await billRuleApi.create(values) : await billRuleApi.update(target.info.id, values));
    onSaved();
  };
  const text = (key: 'fullName' | 'enCode' | 'category' | 'prefix' | 'separator' | 'suffix', extra: { required?: boolean; disabled?: boolean; description?: string } = {}) => (
    <TextInput label={t(key)} withAsterisk={extra.required} disabled={extra.disabled} description={extra.description} value={(v[key] as string | null | undefined) ?? ''}
      onChange={(e) => form.setField(key, e.currentTarget.value)} error={form.errors[key]} data-testid={`billrule-${key}`} />
  );
  return (
    <FormDialog<typeof billRuleBody> opened={target !== null} width={720} title={info ? t('editTitle') : t('addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      {locked && <Alert color="yellow" variant="light">{t('formatLocked')}</Alert>}
      <Group grow align="flex-start">{text('fullName', { required: true })}{text('enCode', { required: true })}</Group>
      <Group grow align="flex-start">
        {text('category')}
        <NumberInput label={t('sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      </Group>
      <Group grow align="flex-start">
        {text('prefix', { disabled: locked })}
        <Select label={t('dateFormat')} disabled={locked} allowDeselect={false} value={v.dateFormat} onChange={(x) => form.setField('dateFormat', (x ?? '') as BillRuleBody['dateFormat'])}
          data={BILL_DATE_FORMATS.map((f) => ({ value: f, label: f || t('noDate') }))} error={form.errors.dateFormat} data-testid="billrule-dateFormat" />
        {text('separator', { disabled: locked || !v.dateFormat, description: t('separatorHint') })}
      </Group>
      <Group grow align="flex-start">
        <NumberInput label={t('digits')} withAsterisk min={locked ? info.digits : BILL_DIGITS.min} max={BILL_DIGITS.max} value={v.digits as number | undefined}
          onChange={(n) => form.setField('digits', typeof n === 'number' ? n : Number(n))} error={form.errors.digits} data-testid="billrule-digits" />
        <NumberInput label={t('startNumber')} withAsterisk disabled={locked} min={0} value={v.startNumber as number | undefined}
          onChange={(n) => form.setField('startNumber', typeof n === 'number' ? n : Number(n))} error={form.errors.startNumber} data-testid="billrule-startNumber" />
        {text('suffix', { disabled: locked })}
      </Group>
      <Select label={t('resetPeriod')} disabled={locked} allowDeselect={false} value={v.resetPeriod} onChange={(x) => form.setField('resetPeriod', (x ?? 'never') as BillRuleBody['resetPeriod'])}
        data={RESET_PERIODS.map((p) => ({ value: p, label: t(`resets.${p}`) }))} error={form.errors.resetPeriod} />
      <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-default-hover)">
        <Text size="xs" c="dimmed">{t('preview')} · {t('previewHint')}</Text>
        <Text fw={600} ff="monospace" size="lg" data-testid="billrule-preview" aria-live="polite">{preview}</Text>
      </Paper>
      <Switch label={t('enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
