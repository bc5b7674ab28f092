import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { usePermissions } from '@/app/permissions/permissions';
import { sessionStore } from '@/app/session/session-store';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { SETTINGS_DEFAULTS, systemSettings, type SystemSettings } from '@/features/system/contract';
import { writeStored } from '@/lib/storage';
import { notify } from '@/lib/notify';
import { useSettingsT } from './i18n';
import { settingsApi } from './settings-api';
import { SettingsSections } from './SettingsSections';

/** The header, about dialog and sign-in screen of this tab show the new name and images at once. */
function showInThisTab(s: SystemSettings) {
  const current = sessionStore.get().sysConfig;
  const sysConfig = { sysName: s.sysName, sysVersion: s.sysVersion, logoIcon: s.logoIcon, navigationIcon: s.navigationIcon, author: s.author, copyright: s.copyright };
  if (current) writeStored('sysConfig', sysConfig);
  sessionStore.set({ sysConfig });
}

/** 系统配置: the system's name and images, sign-in methods, lock-out, sessions and password rules. */
export default function SettingsPage() {
  const t = useSettingsT();
  const { hasBtnP } = usePermissions();
  const canSave = hasBtnP('btn_edit');
  const form = useZodForm(systemSettings, SETTINGS_DEFAULTS);
  const { reset, validate } = form;
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => settingsApi.get().then((s) => { reset(s); setLoaded(true); }, () => setLoaded(true)), [reset]);
  useEffect(() => void load(), [load]);

  const save = async () => {
    const values = validate();
    if (!values) return;
    setSaving(true);
    try {
      notify('success', await settingsApi.save(values));
      showInThisTab(values);
    } catch {
      // The http client showed the server's reason.
    } finally {
      setSaving(false);
    }
  };
  if (!loaded) return <Loader role="status" m="xl" aria-label="loading" />;
  return (
    <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <Alert variant="light" mb="md"><Text size="sm">{t('effective')}</Text></Alert>
      <SettingsSections form={form} disabled={!canSave} />
      <Group justify="flex-end" mt="md" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void load()}>{t('reload')}</Button>
        {canSave && <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />} data-testid="settings-save">{t('save')}</Button>}
      </Group>
    </form>
  );
}
