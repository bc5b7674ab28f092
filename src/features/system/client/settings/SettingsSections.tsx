import { Group, NumberInput, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Title, type NumberInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ZodForm } from '@/components/form-dialog/use-zod-form';
import { ImageUpload } from '@/components/upload';
import { ImageApi } from '@/features/files/contract';
import { passwordPolicyText, type SystemSettings, type systemSettings } from '@/features/system/contract';
import { useSettingsT } from './i18n';

type Form = ZodForm<typeof systemSettings>;
type Key = keyof SystemSettings;
const LOGO_LIMIT = { size: 2, unit: 'MB' } as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">{title}</Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** Bindings of one settings form: a field per kind, each with its error under it. */
export function useFields(form: Form, disabled: boolean) {
  const t = useSettingsT();
  const v = form.values as Record<Key, unknown>;
  const set = (key: Key, value: unknown) => form.setField(key, value as never);
  return {
    text: (key: 'sysName' | 'sysVersion' | 'author' | 'copyright', required = false) => (
      <TextInput label={t(key)} withAsterisk={required} disabled={disabled} value={String(v[key] ?? '')} onChange={(e) => set(key, e.currentTarget.value)} error={form.errors[key]} data-testid={`settings-${key}`} />
    ),
    number: (key: Key, props: NumberInputProps & { hint?: string } = {}) => (
      <NumberInput label={t(key)} description={props.hint} disabled={disabled} min={props.min} max={props.max} value={v[key] as number}
        onChange={(n) => set(key, n)} error={form.errors[key]} data-testid={`settings-${key}`} />
    ),
    flag: (key: Key, on: number = 1, off: number = 0, hint?: string) => (
      <Switch label={t(key)} description={hint} disabled={disabled} checked={Number(v[key]) === on} onChange={(e) => set(key, e.currentTarget.checked ? on : off)} data-testid={`settings-${key}`} />
    ),
    image: (key: 'logoIcon' | 'navigationIcon') => {
      const url = String(v[key] ?? '');
      const name = url.startsWith(ImageApi.imageBase) ? url.slice(ImageApi.imageBase.length) : '';
      const value = name ? [{ name, fileId: name, url, fileSize: 0, fileExtension: name.split('.').pop() ?? '', fileVersionId: name }] : [];
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t(key)}</Text>
          <Text size="xs" c="dimmed">{t('iconHint')}</Text>
          <ImageUpload value={value} onChange={(files) => set(key, files[0]?.url ?? '')} limit={1} fileSize={LOGO_LIMIT} via="image" disabled={disabled} />
          {form.errors[key] && <Text size="xs" c="red">{form.errors[key]}</Text>}
        </Stack>
      );
    },
  };
}

/** The four sections of 系统配置. */
export function SettingsSections({ form, disabled }: { form: Form; disabled: boolean }) {
  const t = useSettingsT();
  const f = useFields(form, disabled);
  const v = form.values;
  const policy = { passwordMinLength: Number(v.passwordMinLength), passwordMaxLength: Number(v.passwordMaxLength), passwordRequireLetter: Number(v.passwordRequireLetter), passwordRequireDigit: Number(v.passwordRequireDigit), passwordSymbols: Number(v.passwordSymbols) } as SystemSettings;
  return (
    <Stack gap="md">
      <Section title={t('sections.basic')}>
        <Group grow align="flex-start">{f.text('sysName', true)}{f.text('sysVersion')}</Group>
        <Group grow align="flex-start">{f.text('author')}{f.text('copyright')}</Group>
        <Group grow align="flex-start">{f.image('logoIcon')}{f.image('navigationIcon')}</Group>
      </Section>
      <Section title={t('sections.login')}>
        <Group grow align="flex-start">{f.flag('loginCaptcha')}{f.flag('smsLogin')}{f.flag('qrLogin')}</Group>
        <Group grow align="flex-start">{f.number('captchaAfterFailures', { min: 0, max: 20, hint: t('captchaAfterHint') })}{f.number('captchaLength', { min: 4, max: 6 })}</Group>
        {f.flag('singleLogin', 1, 2, t('singleLoginHint'))}
      </Section>
      <Section title={t('sections.security')}>
        <Group grow align="flex-start">
          {f.number('lockAfterFailures', { min: 0, max: 100, hint: t('lockAfterHint') })}
          {f.number('lockMinutes', { min: 1, max: 1440 })}
          {f.number('sessionTtlHours', { min: 1, max: 720, hint: t('sessionTtlHint') })}
        </Group>
      </Section>
      <Section title={t('sections.password')}>
        <Group grow align="flex-start">{f.number('passwordMinLength', { min: 6, max: 32 })}{f.number('passwordMaxLength', { min: 6, max: 64 })}</Group>
        <Group grow align="center">{f.flag('passwordRequireLetter')}{f.flag('passwordRequireDigit')}</Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="settings-symbols-label">{t('passwordSymbols')}</Text>
          <SegmentedControl aria-labelledby="settings-symbols-label" disabled={disabled} value={String(v.passwordSymbols)} onChange={(x) => form.setField('passwordSymbols', Number(x) as never)}
            data={(['0', '1', '2'] as const).map((k) => ({ value: k, label: t(`symbols.${k}`) }))} />
        </Stack>
        <Text size="sm"><Text span c="dimmed">{t('passwordRule')}：</Text><Text span data-testid="settings-password-rule">{passwordPolicyText(policy)}</Text></Text>
      </Section>
    </Stack>
  );
}
