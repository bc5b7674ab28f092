import { Alert, Button, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconArrowLeft, IconCloudCheck, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { usePermissions } from '@/app/permissions/permissions';
import { sessionStore } from '@/app/session/session-store';
import { STOCKTAKE_BUTTONS } from '@/features/stocktaking/contract';
import { readStored } from '@/lib/storage';
import { useStore } from '@/lib/store';
import { useSyncDb } from '@/sync/hooks';
import { useStT } from '../i18n';
import { ItemDetailDialog } from '../items/ItemDetailDialog';
import { ItemList } from '../items/ItemList';
import { StatusBadge } from '../list/StatusBadge';
import { useLocalStocktake, usePendingPhotos, usePendingScanIds, type LocalItemRow } from '../model/hooks';
import { recordScan } from '../model/scan-actions';
import { ApplyDialog } from '../report/ApplyDialog';
import { ReportView } from '../report/ReportView';
import { ScanLog } from '../scan/ScanLog';
import { ScanPanel } from '../scan/ScanPanel';
import { CompleteButton } from './CompleteButton';
import { CountsBar } from './CountsBar';
import { DownloadButton } from './DownloadButton';
import { useRemoteDetail } from './use-remote-detail';

/** One stocktake: counts, actions, and — on the device — scanning, the item list, every scan and the report. */
export function StocktakeDetail({ id, onBack }: { id: string; onBack(): void }) {
  const t = useStT();
  const db = useSyncDb();
  const { online } = useNetwork();
  const { hasBtnP } = usePermissions();
  const me = useStore(sessionStore, (s) => s.userInfo);
  const local = useLocalStocktake(id);
  const pending = usePendingScanIds();
  const photos = usePendingPhotos();
  const [tab, setTab] = useState<string | null>(null);
  const [item, setItem] = useState<LocalItemRow | null>(null);
  const [applying, setApplying] = useState(false);
  // On the device means its items are here (downloaded), not only its row in the synced list: an
  // administrator's device holds every stocktake's row, and counting no items would show zeros.
  const onDevice = Boolean(local?.stocktake) && (Boolean(local?.mark) || (local?.items.length ?? 0) > 0);
  const remote = useRemoteDetail(id, online && local !== undefined && (!onDevice || !local.stocktake?.checkers));

  if (local === undefined) return <Center h={240}><Loader size="sm" /></Center>;
  // Not on the device: the server's detail (fresh counts and status), the synced row only until it arrives.
  const header = onDevice ? local.stocktake : (remote.detail ?? local.stocktake);
  const back = <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="stocktake-back">{t('detail.back')}</Button>;
  if (!header) {
    return (
      <Stack>
        <Group>{back}</Group>
        {online && !remote.failed ? <Center h={200}><Loader size="sm" /></Center> : <Alert color="orange" role="alert">{t('detail.notOnDevice')}</Alert>}
      </Stack>
    );
  }

  const items = onDevice ? local.items : (remote.detail?.items ?? []);
  const scans = onDevice ? local.scans : [];
  const counts = onDevice ? local.counts : (remote.detail?.counts ?? local.counts);
  const checkers = local.stocktake?.checkers ?? remote.detail?.checkers ?? [];
  const isChecker = checkers.some((c) => c.userId === me?.userId);
  const open = header.status === 'open';
  const canScan = open && onDevice;
  const unsynced = scans.filter((s) => pending.has(s.id)).length;
  const waitingPhotos = scans.filter((s) => photos.has(s.id)).length;
  const byName = me?.userName ?? '';
  const current = tab ?? (canScan ? 'scan' : open ? 'items' : 'report');
  const tick = (row: LocalItemRow, verdict: 'found' | 'moved') => {
    if (!db) return;
    const location = readStored<string>(`stocktakeLocation:${id}`, header.location ?? '');
    void recordScan(db, { stocktakeId: id, code: row.assetCode, location, verdict, byName });
  };

  return (
    <Stack gap="sm" data-testid="stocktake-detail">
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">{back}<Title order={2} size="h4" data-testid="stocktake-name">{header.name}</Title><StatusBadge status={header.status} /></Group>
            <Text size="sm" c="dimmed">
              {t('scopeText', { kind: t(`scope.${header.scopeType}`), name: header.scopeName ?? header.location ?? '' })}
              {checkers.length > 0 && ` · ${t('detail.checkers', { names: checkers.map((c) => c.realName).join(t('separator')) })}`}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-start">
            {online && <DownloadButton id={id} downloaded={Boolean(local.mark)} disabled={false} />}
            {open && (hasBtnP(STOCKTAKE_BUTTONS.complete) || isChecker) && <CompleteButton id={id} allowed={hasBtnP(STOCKTAKE_BUTTONS.complete)} online={online} unsynced={unsynced} waitingPhotos={waitingPhotos} counts={counts} onDone={remote.reload} />}
            {header.status === 'completed' && (
              <ButtonGuard code={STOCKTAKE_BUTTONS.apply}>
                <Button color="orange" disabled={!online} onClick={() => setApplying(true)} data-testid="stocktake-apply">{t('apply.button')}</Button>
              </ButtonGuard>
            )}
          </Group>
        </Group>
      </Paper>
      <CountsBar counts={counts} />
      {onDevice ? (
        <Group gap="xs" data-testid="stocktake-sync-state">
          {unsynced + waitingPhotos > 0 ? <IconCloudUpload size={16} color="orange" /> : <IconCloudCheck size={16} color="green" />}
          <Text size="sm" c={unsynced + waitingPhotos > 0 ? 'orange' : 'dimmed'}>
            {unsynced + waitingPhotos > 0 ? t('detail.unsynced', { scans: unsynced, photos: waitingPhotos }) : t('detail.allSynced')}
          </Text>
        </Group>
      ) : (
        <Alert color="blue">{t('detail.downloadHint')}</Alert>
      )}
      <Tabs value={current} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {canScan && <Tabs.Tab value="scan" data-testid="tab-scan">{t('tabs.scan')}</Tabs.Tab>}
          <Tabs.Tab value="items" data-testid="tab-items">{t('tabs.items', { count: items.length })}</Tabs.Tab>
          {onDevice && <Tabs.Tab value="scans" data-testid="tab-scans">{t('tabs.scans', { count: scans.length })}</Tabs.Tab>}
          <Tabs.Tab value="report" data-testid="tab-report">{t('tabs.report')}</Tabs.Tab>
        </Tabs.List>
        {canScan && (
          <Tabs.Panel value="scan" pt="sm">
            <Stack gap="sm">
              <ScanPanel stocktakeId={id} defaultLocation={header.location ?? ''} byName={byName} />
              <ScanLog scans={scans.slice(0, 20)} items={items} pending={pending} editable={open} userId={me?.userId ?? null} />
            </Stack>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="items" pt="sm"><ItemList items={items} onTick={canScan ? tick : null} onOpen={setItem} /></Tabs.Panel>
        {onDevice && <Tabs.Panel value="scans" pt="sm"><ScanLog scans={scans} items={items} pending={pending} editable={open} userId={me?.userId ?? null} /></Tabs.Panel>}
        <Tabs.Panel value="report" pt="sm"><ReportView stocktake={header} items={items} scans={scans} counts={counts} online={online} onDevice={onDevice} /></Tabs.Panel>
      </Tabs>
      <ItemDetailDialog item={item} onClose={() => setItem(null)} />
      <ApplyDialog opened={applying} stocktakeId={id} items={items} onClose={() => setApplying(false)} onApplied={remote.reload} />
    </Stack>
  );
}
