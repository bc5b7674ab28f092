import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { VENDORS, type Vendor } from '@/features/integrations/contract';
import { useSyncStatus } from '@/sync/hooks';
import { useIntegrationsT } from '../i18n';
import { SyncLogTable } from './SyncLogTable';
import { VendorPanel } from './VendorPanel';

/** 第三方集成 (ADR 0038): 企业微信 and 钉钉 tabs — settings, connection test, organisation sync — and the sync log. Online only. */
export default function IntegrationPage() {
  const t = useIntegrationsT();
  const { online } = useSyncStatus();
  const [vendor, setVendor] = useState<Vendor>('wechatWork');
  const [runs, setRuns] = useState(0);
  return (
    <Stack gap="md">
      {!online && <Alert color="orange" data-testid="integration-offline">{t('offline')}</Alert>}
      <Text size="sm" c="dimmed">{t('intro')}</Text>
      <Tabs value={vendor} onChange={(v) => v && setVendor(v as Vendor)} keepMounted={false}>
        <Tabs.List>
          {VENDORS.map((v) => <Tabs.Tab key={v} value={v} data-testid={`integration-tab-${v}`}>{t(`tab.${v}`)}</Tabs.Tab>)}
        </Tabs.List>
        {VENDORS.map((v) => (
          <Tabs.Panel key={v} value={v} pt="md">
            <VendorPanel vendor={v} online={online} onSynced={() => setRuns((n) => n + 1)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {online && <SyncLogTable key={`${vendor}-${runs}`} vendor={vendor} />}
    </Stack>
  );
}
