import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHelpCircle, IconMapPin } from '@tabler/icons-react';
import type { ScanReport } from '../model/scan-actions';
import { useStT } from '../i18n';
import { PhotoButton } from './PhotoButton';

const LOOK = {
  found: { color: 'green', icon: <IconCircleCheck size={18} /> },
  moved: { color: 'blue', icon: <IconMapPin size={18} /> },
  unknown: { color: 'red', icon: <IconHelpCircle size={18} /> },
  duplicate: { color: 'orange', icon: <IconAlertTriangle size={18} /> },
} as const;

/** What the last scan did, announced to screen readers (aria-live) and shown in colour. */
export function ScanFeedback({ report }: { report: ScanReport | null }) {
  const t = useStT();
  const look = report ? LOOK[report.duplicate ? 'duplicate' : report.result] : null;
  const name = report?.item ? String(report.item.itemName ?? '') : '';
  return (
    <div aria-live="assertive" aria-atomic="true" data-testid="scan-feedback">
      {report && look ? (
        <Alert color={look.color} icon={look.icon} variant="light" data-result={report.result} data-duplicate={report.duplicate ? '1' : '0'}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600} size="sm">{t(report.duplicate ? 'scan.feedback.duplicate' : `scan.feedback.${report.result}`, { code: report.code })}</Text>
              {name && <Text size="sm">{name}</Text>}
            </div>
            <PhotoButton scanId={report.id} code={report.code} />
          </Group>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">{t('scan.ready')}</Text>
      )}
    </div>
  );
}
