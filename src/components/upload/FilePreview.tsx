import { Alert, Box, Button, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { extensionOf, previewKindOf, type PreviewAnswer } from '@/features/files/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { notify } from '@/lib/notify';
import { downloadFile, previewOf, type FileListItem } from './file-api';
import { useUploadT } from './i18n';
import { MarkdownView } from './markdown';

/** SPEC §9: the preview frame's height. */
export const PREVIEW_FRAME_HEIGHT = 700;
/** Text and Markdown show at most this much (a log file can be large). */
const TEXT_PREVIEW_MAX = 1_048_576;

type Shown = { url: string; kind: PreviewAnswer['previewKind']; local: boolean; text?: string };

async function readText(source: Blob | string): Promise<string> {
  const blob = typeof source === 'string' ? await (await fetch(source)).blob() : source;
  return blob.slice(0, TEXT_PREVIEW_MAX).text();
}

function useShown(file: FileListItem | null, onMissing: (told: boolean) => void): Shown | null | 'failed' {
  const [shown, setShown] = useState<Shown | null | 'failed'>(null);
  useEffect(() => {
    setShown(null);
    if (!file) return;
    let live = true;
    let objectUrl: string | null = null;
    void (async () => {
      try {
        let next: Shown;
        if (file.blob) {
          const kind = previewKindOf(file.fileExtension ?? extensionOf(file.name));
          // Framed bytes from the device are typed by what we show them as, never by what the file claims:
          // a blob: frame runs in our origin, so it must be a PDF for the browser's viewer and nothing else.
          objectUrl = URL.createObjectURL(kind === 'pdf' ? new Blob([file.blob], { type: 'application/pdf' }) : file.blob);
          next = { url: objectUrl, kind, local: true };
        } else {
          const answer = await previewOf(file);
          if (!answer?.url) return live && onMissing(false);
          next = { url: answer.url, kind: answer.previewKind, local: false };
        }
        if (next.kind === 'text' || next.kind === 'markdown') next.text = await readText(file.blob ?? next.url);
        if (live) setShown(next);
      } catch (error) {
        // The server's refusal (文件不存在, no access) was shown by the http client: just close.
        if (live && error instanceof EnvelopeError) onMissing(true);
        else if (live) setShown('failed');
      }
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // onMissing is the caller's close; a new file is what starts a new preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  return shown;
}

function Body({ file, shown }: { file: FileListItem; shown: Shown }) {
  const t = useUploadT();
  const title = t('preview.title', { name: file.name });
  const offerDownload = (note: string) => (
    <Center h={PREVIEW_FRAME_HEIGHT / 2}>
      <Stack align="center" gap="md">
        <Alert color="gray" variant="light" data-testid="preview-note">{note}</Alert>
        <Button leftSection={<IconDownload size={16} />} onClick={() => void downloadFile(file)} data-testid="preview-download">{t('preview.download')}</Button>
      </Stack>
    </Center>
  );
  switch (shown.kind) {
    case 'image':
      return <Center><Image src={shown.url} alt={file.name} fit="contain" mah={PREVIEW_FRAME_HEIGHT} data-testid="preview-image" /></Center>;
    case 'pdf':
      // The browser's own PDF viewer, for a signed link or bytes still on the device (typed application/pdf above).
      return <iframe src={shown.url} title={title} style={{ width: '100%', height: PREVIEW_FRAME_HEIGHT, border: 0 }} data-testid="preview-frame" />;
    case 'video':
      return <Center><video src={shown.url} controls style={{ maxWidth: '100%', maxHeight: PREVIEW_FRAME_HEIGHT }} aria-label={file.name} data-testid="preview-video" /></Center>;
    case 'audio':
      return <Center h={200}><audio src={shown.url} controls aria-label={file.name} data-testid="preview-audio" /></Center>;
    case 'text':
      return <Box component="pre" style={{ whiteSpace: 'pre-wrap', maxHeight: PREVIEW_FRAME_HEIGHT, overflow: 'auto' }} data-testid="preview-text">{shown.text}</Box>;
    case 'markdown':
      return <Box style={{ maxHeight: PREVIEW_FRAME_HEIGHT, overflow: 'auto' }}><MarkdownView source={shown.text ?? ''} /></Box>;
    case 'office':
      return offerDownload(t('preview.office'));
    default:
      return offerDownload(t('preview.none'));
  }
}

/**
 * Full-screen 文件预览 - {name} (SPEC §2 document preview): images, PDF in the browser's viewer,
 * video and audio, text and Markdown (read safely); office files and the rest offer a download with
 * a note, as no converter is configured. No address: 文件不存在, and the preview closes.
 */
export function FilePreview({ file, onClose }: { file: FileListItem | null; onClose(): void }) {
  const t = useUploadT();
  const shown = useShown(file, (told) => {
    if (!told) notify('warning', t('preview.notFound'));
    onClose();
  });
  return (
    <Modal opened={file !== null} onClose={onClose} fullScreen title={file ? t('preview.title', { name: file.name }) : ''} data-testid="file-preview">
      {file && (shown === null ? (
        <Center h={200}><Loader role="status" aria-label={t('preview.loading')} /></Center>
      ) : shown === 'failed' ? (
        <Text c="red" role="alert">{t('preview.failed')}</Text>
      ) : (
        <Body file={file} shown={shown} />
      ))}
    </Modal>
  );
}
