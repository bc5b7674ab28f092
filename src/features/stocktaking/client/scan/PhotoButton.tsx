import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { useStT } from '../i18n';
import { addPhoto } from '../model/photo-uploader';

/** Adds a photo to a scan (camera on a phone, a file elsewhere); the photo waits on the device until the shell's upload runner sends it. */
export function PhotoButton({ scanId, code }: { scanId: string; code: string }) {
  const t = useStT();
  const db = useSyncDb();
  const take = async (file: File | null) => {
    if (!file || !db) return;
    if (!file.type.startsWith('image/')) return notify('warning', t('photo.notImage'));
    await addPhoto(db, scanId, file);
    notify('success', t('photo.kept'));
  };
  return (
    <FileButton onChange={(f) => void take(f)} accept="image/*" inputProps={{ capture: 'environment', 'data-testid': 'scan-photo-input', 'aria-label': t('photo.add', { code }) } as never}>
      {(props) => (
        <Tooltip label={t('photo.add', { code })}>
          <ActionIcon {...props} variant="subtle" aria-label={t('photo.add', { code })} data-testid="scan-photo"><IconCamera size={16} /></ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
