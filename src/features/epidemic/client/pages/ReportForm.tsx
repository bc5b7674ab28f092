import { Grid, Radio, Group, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FieldErrors } from '@/components/form-dialog/use-zod-form';
import { EPIDEMIC_LIMITS, HEALTH_STATES, type HealthState, type ReportInput } from '@/features/epidemic/contract';
import { useEpidemicT } from '../i18n';

export interface ReportFormProps {
  values: ReportInput;
  errors: FieldErrors;
  set<K extends keyof ReportInput>(key: K, value: ReportInput[K]): void;
}

/** What the temperature box holds as typed: a number for the schema, or nothing (请填写体温). */
const parseTemperature = (text: string): number | undefined => {
  const v = text.trim();
  return v === '' || Number.isNaN(Number(v)) ? undefined : Number(v);
};

/** The report's fields; the contract's schema checks them (35.0–42.0, one decimal) as the server does. */
export function ReportForm({ values, errors, set }: ReportFormProps) {
  const t = useEpidemicT();
  const [temperature, setTemperature] = useState(values.temperature === undefined ? '' : String(values.temperature));
  // A stored report loaded after the first render fills the box.
  useEffect(() => setTemperature(values.temperature === undefined ? '' : String(values.temperature)), [values.temperature]);
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('field.temperature')} required inputMode="decimal" placeholder="36.5" value={temperature} error={errors.temperature}
          onChange={(e) => { setTemperature(e.currentTarget.value); set('temperature', parseTemperature(e.currentTarget.value) as number); }} data-testid="epidemic-temperature" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Radio.Group label={t('field.healthState')} required value={values.healthState ?? ''} error={errors.healthState} onChange={(v) => set('healthState', v as HealthState)}>
          <Group gap="md" mt={8}>{HEALTH_STATES.map((h) => <Radio key={h} value={h} label={t(`health.${h}`)} />)}</Group>
        </Radio.Group>
      </Grid.Col>
      <Grid.Col span={12}>
        <Radio.Group label={t('field.atRiskArea')} required value={values.atRiskArea === undefined ? '' : values.atRiskArea ? 'yes' : 'no'} error={errors.atRiskArea}
          onChange={(v) => set('atRiskArea', v === 'yes')}>
          <Group gap="md" mt={8}>
            <Radio value="no" label={t('yesNo.no')} data-testid="epidemic-risk-no" />
            <Radio value="yes" label={t('yesNo.yes')} data-testid="epidemic-risk-yes" />
          </Group>
        </Radio.Group>
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={t('field.travel')} maxLength={EPIDEMIC_LIMITS.travel} value={values.travel ?? ''} error={errors.travel} onChange={(e) => set('travel', e.currentTarget.value)} data-testid="epidemic-travel" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('field.note')} maxLength={EPIDEMIC_LIMITS.note} autosize minRows={2} value={values.note ?? ''} error={errors.note} onChange={(e) => set('note', e.currentTarget.value)} data-testid="epidemic-note" />
      </Grid.Col>
    </Grid>
  );
}
