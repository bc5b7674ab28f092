import { Badge, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { SyncResult, SyncRow } from '@/features/data/contract';
import { useDataT } from '../i18n';

export interface RunState {
  row: SyncRow;
  /** Undefined while running; null when the request itself failed (its message was shown). */
  result?: SyncResult | null;
}

/** 立即执行's progress and outcome (the run is in the log too). */
export function RunDialog({ run, onClose }: { run: RunState | null; onClose(): void }) {
  const t = useDataT();
  const result = run?.result;
  return (
    <Modal opened={run !== null} onClose={onClose} title={run ? t('sync.runTitle', { name: run.row.fullName }) : ''} closeButtonProps={{ 'aria-label': t('close') }}>
      <div role="status" aria-live="polite">
        {run && result === undefined && <Group><Loader size="sm" /><Text>{t('sync.running')}</Text></Group>}
        {result && (
          <Stack gap="xs" data-testid="sync-run-result">
            <Group><Badge variant="light" color={result.outcome === 'ok' ? 'green' : 'red'}>{result.outcome === 'ok' ? t('sync.ok') : t('sync.error')}</Badge><Text>{result.message}</Text></Group>
            <Group gap="lg">
              <Text size="sm">{t('sync.rowsRead')}：{result.rowsRead}</Text>
              <Text size="sm">{t('sync.rowsWritten')}：{result.rowsWritten}</Text>
              <Text size="sm">{t('sync.duration')}：{result.duration}</Text>
            </Group>
          </Stack>
        )}
        {result === null && <Text c="red">{t('sync.error')}</Text>}
      </div>
    </Modal>
  );
}
