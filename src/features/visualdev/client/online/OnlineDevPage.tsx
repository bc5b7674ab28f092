import { Center, Loader, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useContext, useEffect } from 'react';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import { ONLINE_COLLECTIONS, type OnlineModelRow } from '@/features/visualdev/contract';
import { useStoreReady, useSyncDb } from '@/sync/hooks';
import { requestPull } from '@/sync/session';
import { useOnlineT } from './i18n';
import { OnlineList } from './OnlineList';

const COLLECTIONS = [ONLINE_COLLECTIONS.models, ONLINE_COLLECTIONS.records];

/** A menu of type 3 (SPEC §1): the released model named by the menu's moduleId, rendered from its schema. */
export default function OnlineDevPage() {
  const t = useOnlineT();
  const route = useContext(PageRouteContext);
  const moduleId = route?.meta.moduleId;
  const db = useSyncDb();
  const ready = useStoreReady(COLLECTIONS);
  const model = useLiveQuery(async () => (db && moduleId ? ((await db.collection(ONLINE_COLLECTIONS.models).get(moduleId)) as OnlineModelRow | undefined) ?? null : null), [db, moduleId]);
  // A model released a moment ago may not be on the device yet.
  useEffect(() => {
    if (model === null) requestPull(COLLECTIONS);
  }, [model]);

  if (model) return <OnlineList key={`${model.id}:${model.releasedAt ?? 0}`} model={model} />;
  if (model === undefined || (db && ready !== true)) return <Center h={240}><Stack align="center" gap="xs"><Loader size="sm" /><Text size="sm" c="dimmed">{t('syncing')}</Text></Stack></Center>;
  return <Center h={240}><Text c="dimmed">{t('notAvailable')}</Text></Center>;
}
