import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { logSettings, type LogSettings } from '@/features/system/contract';
import { notify } from '@/lib/notify';
import { useLogT } from './i18n';
import { oplogApi } from './oplog-api';

/** 日志设置: how long logs are kept and what share of reads the request log samples (the delete right). */
export function LogSettingsButton() {
  const t = useLogT();
  const [form, setForm] = useState<LogSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    setForm(await oplogApi.settings());
  };
  const save = async () => {
    const parsed = logSettings.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    notify('success', await oplogApi.saveSettings(parsed.data));
    setForm(null);
  };
  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconSettings size={14} />} onClick={() => void open()} data-testid="log-settings">{t('settings.open')}</Button>
      <Modal opened={form !== null} onClose={() => setForm(null)} title={t('settings.title')}>
        {form && (
          <Stack>
            <NumberInput label={t('settings.retentionDays')} description={t('settings.retentionHint')} min={0} max={3650} allowDecimal={false} value={form.retentionDays}
              onChange={(v) => setForm({ ...form, retentionDays: Number(v) })} error={error} data-testid="log-retention" />
            <NumberInput label={t('settings.sampleRate')} description={t('settings.sampleHint')} min={0} max={100} decimalScale={2} value={Math.round(form.requestSampleRate * 10_000) / 100}
              onChange={(v) => setForm({ ...form, requestSampleRate: Number(v) / 100 })} data-testid="log-sample-rate" />
            <Group justify="flex-end">
              <Button onClick={() => void save()} data-testid="log-settings-save">{t('settings.save')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
