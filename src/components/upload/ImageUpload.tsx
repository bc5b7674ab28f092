import { ActionIcon, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FORM_UPLOAD_DEFAULT_LIMIT, type FileKind, type SizeUnit, type UploadedFile } from '@/features/files/contract';
import { ChooseButton } from './ChooseButton';
import { confirmFileRemoval } from './FileList';
import { FilePreview } from './FilePreview';
import { showableUrl, type FileListItem } from './file-api';
import { useUploadT } from './i18n';
import { acceptAttribute } from './limits';
import type { UploadVia } from './types';
import { UploadQueueList } from './UploadQueueList';
import { useUploadControl } from './use-upload-control';

export interface ImageUploadProps {
  value: readonly UploadedFile[];
  onChange(next: UploadedFile[]): void;
  /** At most this many images (0: no limit; 1: single-image mode). */
  limit?: number;
  /** Largest image; default 100 MB, the form widgets' (SPEC §5, §9). */
  fileSize?: { size: number; unit: SizeUnit };
  kind?: FileKind;
  disabled?: boolean;
  offline?: boolean;
  /** 'image': the public image route, for an image everyone may see (system logo); default a file record. */
  via?: UploadVia;
  /** The record the images belong to, so that its readers may see them. */
  owner?: { ownerType: string; ownerId: string };
  /** Told whether a chosen image is still uploading. */
  onBusy?(busy: boolean): void;
}

const THUMB = 96;

/** A record's image as a thumbnail: its public address, or a signed link asked for it. */
function Thumbnail({ image, kind, alt }: { image: UploadedFile; kind: FileKind; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void showableUrl({ ...image, kind }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [image, kind]);
  return <Image src={src} alt={alt} w={THUMB} h={THUMB} fit="cover" radius="sm" />;
}

/** Image upload (SPEC §5): images only (请上传图片), thumbnails that open the preview, 是否删除该图片 before removing. */
export function ImageUpload({ value, onChange, limit = 0, fileSize = FORM_UPLOAD_DEFAULT_LIMIT, kind = 'annexpic', disabled, offline, via, owner, onBusy }: ImageUploadProps) {
  const t = useUploadT();
  const rules = { images: true, limit, fileSize };
  const control = useUploadControl({ value, onChange, rules, kind, offline, via, owner, onBusy });
  const [preview, setPreview] = useState<FileListItem | null>(null);
  const kept = new Set(control.keptItems.map((i) => i.id));
  const full = limit > 1 && value.length + control.items.length >= limit;
  const remove = async (image: UploadedFile) => {
    if (await confirmFileRemoval(true)) onChange(value.filter((f) => f.fileId !== image.fileId));
  };
  return (
    <Stack gap="xs" data-testid="image-upload">
      <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.images')}>
        {value.filter((f) => !kept.has(f.fileId)).map((image) => (
          <Paper component="li" key={image.fileId} withBorder radius="sm" pos="relative" w={THUMB} h={THUMB} data-testid="image-thumb">
            <UnstyledButton w="100%" h="100%" aria-label={t('actionOf.preview', { name: image.name })} onClick={() => setPreview({ ...image, kind })}>
              <Thumbnail image={image} kind={kind} alt={t('list.thumbnail', { name: image.name })} />
            </UnstyledButton>
            {!disabled && (
              <ActionIcon pos="absolute" top={2} right={2} size="sm" color="red" variant="filled" aria-label={t('actionOf.remove', { name: image.name })} onClick={() => void remove(image)} data-testid="image-remove">
                <IconTrash size={12} />
              </ActionIcon>
            )}
          </Paper>
        ))}
      </Group>
      <Group gap="xs">
        <ChooseButton label={t('choose.image')} icon={<IconPhotoPlus size={14} />} accept={acceptAttribute(rules)} multiple={limit !== 1} disabled={disabled || full} onFiles={(f) => void control.choose(f)} testId="image-choose" />
        <Text size="xs" c="dimmed">{t('choose.hint', { size: fileSize.size, unit: fileSize.unit })}{limit > 0 ? ` · ${t('choose.count', { n: limit })}` : ''}</Text>
      </Group>
      <UploadQueueList items={control.items} {...control.queueActions} />
      <UploadQueueList items={control.keptItems} {...control.keptActions} />
      <FilePreview file={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
