import { Anchor, Badge, Button, Group, Image, Tooltip } from '@mantine/core';
import { useSyncDb } from '@/sync/hooks';
import type { PendingPhoto } from '../model/hooks';
import { useObjectUrl } from '../model/hooks';
import { retryPhoto } from '../model/photo-uploader';
import { useStT } from '../i18n';

/** A scan's photo: the uploaded one, or the copy waiting on the device with its upload state. */
export function ScanPhoto({ url, pending }: { url: string | null; pending: PendingPhoto | undefined }) {
  const t = useStT();
  const db = useSyncDb();
  const local = useObjectUrl(pending?.blob);
  if (pending) {
    const { state } = pending;
    return (
      <Group gap={4} wrap="nowrap">
        {local && <Image src={local} alt={t('photo.alt')} w={32} h={32} radius="sm" fit="cover" />}
        <Tooltip label={state.lastError ?? t('photo.waiting')}>
          <Badge size="xs" color={state.refused ? 'red' : 'orange'} variant="light" data-testid="photo-pending">{t(state.refused ? 'photo.refused' : 'photo.waiting')}</Badge>
        </Tooltip>
        {state.refused && <Button size="compact-xs" variant="subtle" onClick={() => db && void retryPhoto(db, pending.id)}>{t('photo.retry')}</Button>}
      </Group>
    );
  }
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener" aria-label={t('photo.open')} data-testid="scan-photo-link">
      <Image src={url} alt={t('photo.alt')} w={32} h={32} radius="sm" fit="cover" />
    </Anchor>
  );
}
