import { ActionIcon, Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconEye, IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from '@tabler/icons-react';
import { formatFileSize } from '@/contract/money';
import { FileIcon } from './FileIcon';
import { errorText, formatDuration, formatSpeed, percentOf } from './format';
import { useUploadT } from './i18n';
import type { UploadItem, UploadState } from './types';

const COLORS: Record<UploadState, string> = { waiting: 'gray', 'file-checking': 'cyan', uploading: 'blue', paused: 'yellow', success: 'green', error: 'red' };

export interface QueueActions {
  onPause?(id: string): void;
  onResume?(id: string): void;
  onCancel?(id: string): void;
  onRetry?(id: string): void;
  /** Bytes still on the device can be looked at before they are sent. */
  onPreview?(id: string): void;
}

function Action({ label, onClick, children, testId }: { label: string; onClick?: () => void; children: ReactNode; testId: string }) {
  if (!onClick) return null;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="sm" aria-label={label} onClick={onClick} data-testid={testId}>{children}</ActionIcon>
    </Tooltip>
  );
}

/** One upload: icon, name, size, its §4 state, a progress bar with speed and time left, and what can be done now. */
export function UploadQueueRow({ item, actions }: { item: UploadItem; actions: QueueActions }) {
  const t = useUploadT();
  const percent = percentOf(item);
  const moving = item.state === 'uploading' || item.state === 'file-checking';
  const error = errorText(item);
  const waitingForNetwork = item.state === 'waiting' && item.failure === 'network';
  const name = item.name;
  return (
    <Stack gap={2} data-testid="upload-item" data-state={item.state} data-name={name}>
      <Group gap="xs" wrap="nowrap">
        <FileIcon extension={item.extension} />
        <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }} title={name}>{name}</Text>
        <Text size="xs" c="dimmed">{formatFileSize(item.size)}</Text>
        <Badge size="xs" variant="light" color={COLORS[item.state]} data-testid="upload-state">{t(`state.${item.state}`)}</Badge>
        <Action label={t('actionOf.preview', { name })} onClick={actions.onPreview && (() => actions.onPreview!(item.id))} testId="upload-preview"><IconEye size={14} /></Action>
        {(moving || item.state === 'waiting') && <Action label={t('actionOf.pause', { name })} onClick={actions.onPause && (() => actions.onPause!(item.id))} testId="upload-pause"><IconPlayerPause size={14} /></Action>}
        {item.state === 'paused' && <Action label={t('actionOf.resume', { name })} onClick={actions.onResume && (() => actions.onResume!(item.id))} testId="upload-resume"><IconPlayerPlay size={14} /></Action>}
        {item.state === 'error' && <Action label={t('actionOf.retry', { name })} onClick={actions.onRetry && (() => actions.onRetry!(item.id))} testId="upload-retry"><IconRefresh size={14} /></Action>}
        {item.state !== 'success' && <Action label={t('actionOf.cancel', { name })} onClick={actions.onCancel && (() => actions.onCancel!(item.id))} testId="upload-cancel"><IconX size={14} /></Action>}
      </Group>
      {item.state !== 'success' && (
        <Progress value={percent} size="sm" aria-label={t('progress', { name })} color={COLORS[item.state]} animated={moving} data-testid="upload-progress" />
      )}
      <Group gap="xs" justify="space-between">
        {error && item.state === 'error' ? <Text size="xs" c="red" role="alert">{error}</Text> : waitingForNetwork ? <Text size="xs" c="dimmed">{t('waitingNetwork')}</Text> : <span />}
        {item.state === 'uploading' && item.speed !== null && (
          <Text size="xs" c="dimmed" data-testid="upload-speed">
            {formatSpeed(item.speed)}{item.timeLeft !== null ? ` · ${t('timeLeft', { time: formatDuration(item.timeLeft) })}` : ''}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** The uploads under way, as every upload control and 文档中心 show them. */
export function UploadQueueList({ items, ...actions }: { items: readonly UploadItem[] } & QueueActions) {
  if (!items.length) return null;
  return (
    <Stack gap="xs" data-testid="upload-queue">
      {items.map((item) => <UploadQueueRow key={item.id} item={item} actions={actions} />)}
    </Stack>
  );
}
