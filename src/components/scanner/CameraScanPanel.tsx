import { Alert, Box, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useLabelsT } from '@/components/barcode/i18n';
import { decodeImage } from './decoder';
import { SCAN_FORMATS, type ScanFormat } from './formats';
import { useCameraScan } from './use-camera-scan';

export interface CameraScanPanelProps {
  /** Camera on while true (default true). */
  active?: boolean;
  onDetected(code: string, format: string): void;
  /** Keep scanning after a code; the same code is reported again only after it left the view for 2 s. */
  continuous?: boolean;
  formats?: readonly ScanFormat[];
}

type PhotoState = { kind: 'idle' } | { kind: 'decoding' } | { kind: 'notFound' } | { kind: 'failed'; message: string };

/**
 * The camera view: live video with an aiming frame, the reading state, a clear message when there
 * is no camera or no permission, and "read from a picture" that works without a camera.
 */
export function CameraScanPanel({ active = true, onDetected, continuous = false, formats = SCAN_FORMATS }: CameraScanPanelProps) {
  const t = useLabelsT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoState>({ kind: 'idle' });
  const report = (code: string, format: string) => {
    setLastCode(code);
    navigator.vibrate?.(60);
    onDetected(code, format);
  };
  const { status, retry } = useCameraScan(videoRef, { active, continuous, formats, onCode: report });

  const readPicture = async (file: File | null) => {
    if (!file) return;
    setPhoto({ kind: 'decoding' });
    try {
      const [first] = await decodeImage(file, formats);
      if (!first) return setPhoto({ kind: 'notFound' });
      setPhoto({ kind: 'idle' });
      report(first.text, first.format);
    } catch (error) {
      setPhoto({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const showVideo = status.kind === 'starting' || status.kind === 'scanning';
  return (
    <Stack gap="sm">
      <Box pos="relative" bg="black" style={{ display: showVideo ? 'block' : 'none', borderRadius: 4, overflow: 'hidden', aspectRatio: '4 / 3', maxHeight: '60vh' }}>
        <video ref={videoRef} aria-label={t('scanner.video')} muted playsInline autoPlay style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        <Box aria-hidden pos="absolute" style={{ inset: '20% 12%', border: '2px solid rgba(255,255,255,0.85)', borderRadius: 8, boxShadow: '0 0 0 100vmax rgba(0,0,0,0.25)' }} />
      </Box>
      <Box aria-live="polite">
        {status.kind === 'starting' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('scanner.starting')}</Text>
          </Group>
        )}
        {status.kind === 'scanning' && <Text size="sm">{lastCode ? t('scanner.detected', { code: lastCode }) : t('scanner.aim')}</Text>}
        {status.kind === 'done' && lastCode && <Text size="sm">{t('scanner.detected', { code: lastCode })}</Text>}
        {status.kind === 'problem' && (
          <Alert color={status.problem === 'denied' || status.problem === 'failed' ? 'red' : 'yellow'} icon={<IconCamera size={18} />} role="alert">
            {status.problem === 'failed' ? t('scanner.failed', { message: status.message }) : t(`scanner.${status.problem}`)}
          </Alert>
        )}
        {status.kind === 'decoderFailed' && (
          <Alert color="red" role="alert">
            {t('scanner.decoderFailed', { message: status.message })}
          </Alert>
        )}
        {photo.kind === 'decoding' && <Text size="sm">{t('scanner.decoding')}</Text>}
        {photo.kind === 'notFound' && (
          <Text size="sm" c="orange" role="status">
            {t('scanner.notFound')}
          </Text>
        )}
        {photo.kind === 'failed' && (
          <Text size="sm" c="red" role="alert">
            {t('scanner.decoderFailed', { message: photo.message })}
          </Text>
        )}
      </Box>
      <Group justify="flex-end" gap="xs">
        {(status.kind === 'problem' || status.kind === 'decoderFailed') && (
          <Button variant="default" leftSection={<IconCamera size={16} />} onClick={retry}>
            {t('scanner.retry')}
          </Button>
        )}
        {status.kind === 'done' && (
          <Button variant="default" leftSection={<IconCamera size={16} />} onClick={retry}>
            {t('scanner.again')}
          </Button>
        )}
        <FileButton onChange={(file) => void readPicture(file)} accept="image/*">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhoto size={16} />} loading={photo.kind === 'decoding'}>
              {t('scanner.fromImage')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
