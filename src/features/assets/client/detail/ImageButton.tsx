import { Button, FileButton } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_DEFAULT_LIMIT_MB } from '@/features/files/contract';
import { notify } from '@/lib/notify';
import { assetsApi } from '../api/assets-api';
import { at, useAssetT } from '../i18n';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

/** The client's checks before the upload (§5): images only, within the size limit; the key of the warning, or null. */
export function imageProblem(file: File, limitMb: number = IMAGE_DEFAULT_LIMIT_MB): string | null {
  if (!file.type.startsWith('image/')) return at('image.imageOnly');
  if (file.size > limitMb * 1024 * 1024) return at('image.tooLarge', { size: limitMb, unit: 'MB' });
  return null;
}

/** 更新图片: upload to …/annexpic (multipart), then store it on the item as a one-element list (upload/attach). */
export function ImageButton({ itemId, onDone }: { itemId: string; onDone(): void }) {
  const t = useAssetT();
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return notify('warning', problem);
    setBusy(true);
    try {
      const image = await assetsApi.uploadImage(file);
      notify('success', await assetsApi.attach(itemId, { name: image.name, url: image.url }));
      onDone();
    } catch {
      // The server's reason was shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(f) => void choose(f)} accept={ACCEPT}>
      {(props) => (
        <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={14} />} loading={busy} data-testid="detail-image-update">{t('image.update')}</Button>
      )}
    </FileButton>
  );
}
