import { Stack } from '@mantine/core';
import { CollectionsPanel } from './CollectionsPanel';
import { InboxPanel } from './InboxPanel';
import { PendingPanel } from './PendingPanel';
import { StatusPanel } from './StatusPanel';

/** 同步状态: what waits, what was refused, when each collection was last pulled, local storage. */
export default function SyncPage() {
  return (
    <Stack gap="md" data-testid="sync-page">
      <StatusPanel />
      <InboxPanel />
      <PendingPanel />
      <CollectionsPanel />
    </Stack>
  );
}
