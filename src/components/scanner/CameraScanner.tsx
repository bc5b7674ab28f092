import { Modal } from '@mantine/core';
import { useLabelsT } from '@/components/barcode/i18n';
import { CameraScanPanel } from './CameraScanPanel';
import type { ScanFormat } from './formats';

export interface CameraScannerProps {
  opened: boolean;
  onClose(): void;
  /** A code was read (code128 or QR by default). */
  onDetected(code: string, format: string): void;
  /** Keep the camera on after a code (stocktake walk); otherwise the dialog closes after the first one. */
  continuous?: boolean;
  formats?: readonly ScanFormat[];
  /** Dialog title (default 扫码). */
  title?: string;
}

/**
 * Camera scanning in a dialog. The camera opens with the dialog and every track stops the moment it
 * closes (the panel is unmounted at once, not after the closing animation).
 */
export function CameraScanner({ opened, onClose, onDetected, continuous = false, formats, title }: CameraScannerProps) {
  const t = useLabelsT();
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('scanner.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('scanner.close') }}>
      {opened && (
        <CameraScanPanel
          continuous={continuous}
          formats={formats}
          onDetected={(code, format) => {
            onDetected(code, format);
            if (!continuous) onClose();
          }}
        />
      )}
    </Modal>
  );
}
