import { Alert, Button, Group, Loader, Paper, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlugConnected, IconRefresh, IconSitemap } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { usePermissions } from '@/app/permissions/permissions';
import { confirmAction } from '@/components/dialogs/confirm';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import {
  DEFAULT_ROOT_DEPT, INTEGRATION_BUTTONS as B, integrationConfigBody, VENDOR_BASE_URLS,
  type IntegrationConfig, type IntegrationConfigInput, type SyncResult, type Vendor,
} from '@/features/integrations/contract';
import { notify } from '@/lib/notify';
import { integrationApi } from '../api';
import { useIntegrationsT } from '../i18n';
import { SyncResultCard } from './SyncResultCard';

const formOf = (c: IntegrationConfig): IntegrationConfigInput => ({
  enabled: c.enabled, corpId: c.corpId, secret: '', agentId: c.agentId, baseUrl: c.baseUrl, pushMessages: c.pushMessages, syncUsers: c.syncUsers, rootDeptId: c.rootDeptId,
});
const blank = (vendor: Vendor): IntegrationConfigInput => ({ enabled: 0, corpId: '', secret: '', agentId: '', baseUrl: VENDOR_BASE_URLS[vendor], pushMessages: 0, syncUsers: 1, rootDeptId: DEFAULT_ROOT_DEPT });
const suffix = (vendor: Vendor) => (vendor === 'wechatWork' ? 'WechatWork' : 'DingTalk');

/** One vendor's tab: its settings form, 测试连接 and 同步组织 with the counts of the last run. */
export function VendorPanel({ vendor, online, onSynced }: { vendor: Vendor; online: boolean; onSynced(): void }) {
  const t = useIntegrationsT();
  const { hasBtnP } = usePermissions();
  const canEdit = hasBtnP(B.edit);
  const canSync = hasBtnP(B.sync);
  const form = useZodForm(integrationConfigBody, blank(vendor));
  const { reset, validate, setField } = form;
  const [config, setConfig] = useState<IntegrationConfig | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState<'save' | 'test' | 'sync' | null>(null);
  const [result, setResult] = useState<SyncResult | null>(null);

  const load = useCallback(async () => {
    setState('loading');
    try {
      const c = await integrationApi.get(vendor);
      setConfig(c);
      reset(formOf(c));
      setState('ready');
    } catch {
      setState('failed');
    }
  }, [vendor, reset]);
  useEffect(() => {
    if (online) void load();
    else setState((s) => (s === 'loading' ? 'failed' : s));
  }, [online, load]);

  const run = async (what: 'save' | 'test' | 'sync', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch {
      // The http client showed the server's reason.
    } finally {
      setBusy(null);
    }
  };
  const save = () => {
    const values = validate();
    if (values) void run('save', async () => {
      const c = await integrationApi.save(vendor, values);
      setConfig(c);
      reset(formOf(c));
      notify('success', t('msg.saved'));
    });
  };
  const test = () => {
    const values = validate();
    if (values) void run('test', async () => notify('success', t('msg.connected', { seconds: (await integrationApi.test(vendor, values)).expiresIn })));
  };
  const sync = async () => {
    if (!(await confirmAction({ message: t('msg.syncConfirm') }))) return;
    await run('sync', async () => {
      setResult(null);
      try {
        const r = await integrationApi.sync(vendor);
        setResult(r);
        notify(r.failed ? 'warning' : 'success', t(r.failed ? 'msg.syncPartly' : 'msg.synced'));
      } finally {
        onSynced();
      }
    });
  };

  if (state === 'loading') return <Loader role="status" m="md" aria-label="loading" />;
  if (state === 'failed' || !config) {
    return (
      <Group>
        <Alert color="orange" flex={1}>{t('msg.loadFailed')}</Alert>
        <Button variant="default" leftSection={<IconRefresh size={16} />} disabled={!online} onClick={() => void load()}>{t('action.reload')}</Button>
      </Group>
    );
  }
  const v = form.values;
  const disabled = !canEdit || !online || busy !== null;
  const flag = (key: 'enabled' | 'pushMessages' | 'syncUsers', hint: string) => (
    <Switch label={t(`field.${key}`)} description={hint} checked={Number(v[key]) === 1} disabled={disabled}
      onChange={(e) => setField(key, e.currentTarget.checked ? 1 : 0)} data-testid={`integration-${key}`} />
  );
  const text = (key: 'corpId' | 'agentId' | 'baseUrl' | 'rootDeptId', label: string, hint?: string, required = false) => (
    <TextInput label={label} description={hint} withAsterisk={required} disabled={disabled} value={String(v[key] ?? '')}
      onChange={(e) => setField(key, e.currentTarget.value)} error={form.errors[key]} data-testid={`integration-${key}`} />
  );

  return (
    <Stack gap="md">
      <form onSubmit={(e) => { e.preventDefault(); save(); }} noValidate aria-label={t(`tab.${vendor}`)}>
        <Paper withBorder p="md" radius="sm">
          <Stack gap="sm" maw={640}>
            {flag('enabled', t('field.enabledHint'))}
            {text('corpId', t(`field.corpId${suffix(vendor)}`), undefined, Number(v.enabled) === 1)}
            <PasswordInput label={t(`field.secret${suffix(vendor)}`)} description={config.hasSecret ? t('field.secretKept', { mask: config.secretMask }) : t('field.secretHint')}
              withAsterisk={!config.hasSecret && Number(v.enabled) === 1} disabled={disabled} autoComplete="new-password" value={String(v.secret ?? '')}
              onChange={(e) => setField('secret', e.currentTarget.value)} error={form.errors.secret} data-testid="integration-secret" />
            {text('agentId', t('field.agentId'), t('field.agentIdHint'), Number(v.pushMessages) === 1)}
            {text('baseUrl', t('field.baseUrl'), t('field.baseUrlHint', { url: config.defaultBaseUrl }))}
            {text('rootDeptId', t('field.rootDeptId'), t('field.rootDeptIdHint'))}
            {flag('syncUsers', t('field.syncUsersHint'))}
            {flag('pushMessages', t('field.pushMessagesHint'))}
          </Stack>
          <Group mt="md">
            {canEdit && <Button type="submit" loading={busy === 'save'} disabled={disabled} leftSection={<IconDeviceFloppy size={16} />} data-testid="integration-save">{t('action.save')}</Button>}
            {canEdit && <Button variant="default" loading={busy === 'test'} disabled={disabled} leftSection={<IconPlugConnected size={16} />} onClick={test} data-testid="integration-test">{t('action.test')}</Button>}
            {canSync && (
              <Button variant="light" loading={busy === 'sync'} disabled={!online || busy !== null || config.enabled !== 1} leftSection={<IconSitemap size={16} />}
                onClick={() => void sync()} data-testid="integration-sync">{t('action.sync')}</Button>
            )}
          </Group>
        </Paper>
      </form>
      {busy === 'sync' && <Alert color="blue" icon={<Loader size="xs" />}>{t('msg.syncing')}</Alert>}
      {result && <SyncResultCard result={result} />}
    </Stack>
  );
}
