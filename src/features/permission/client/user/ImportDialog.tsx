import { Alert, Button, FileButton, Group, Modal, Progress, Stack, Stepper, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportRow } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { ImportPreviewTable } from './ImportPreviewTable';
import { saveBlob } from '@/lib/save-blob';
import { userApi } from './user-api';

interface Preview {
  list: ImportRow[];
  valid: number;
  invalid: number;
}

const pct = (f: number) => (f < 0 ? 100 : Math.round(f * 100));

/** 导入: upload xlsx → preview with per-cell errors → commit the valid rows → download the rejected ones. */
export function ImportDialog({ opened, onClose, onImported }: { opened: boolean; onClose(): void; onImported(): void }) {
  const t = usePermT();
  const [step, setStep] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<{ snum: number; fnum: number; failResult: ImportRow[] } | null>(null);

  const close = () => {
    setStep(0);
    setPreview(null);
    setResult(null);
    setProgress(null);
    onClose();
  };
  const run = async <T,>(work: (progress: (f: number) => void) => Promise<T>): Promise<T | null> => {
    setProgress(0);
    try {
      return await work(setProgress);
    } catch {
      return null;
    } finally {
      setProgress(null);
    }
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    const answer = await run((p) => userApi.importPreview(file, p));
    if (answer) {
      setPreview(answer);
      setStep(1);
    }
  };
  const commit = async () => {
    if (!preview) return;
    const answer = await run((p) => userApi.importData(preview.list.filter((r) => Object.keys(r.errors).length === 0), p));
    if (!answer) return;
    const rejected = preview.list.filter((r) => Object.keys(r.errors).length > 0);
    setResult({ ...answer, fnum: answer.fnum + rejected.length, failResult: [...rejected, ...answer.failResult] });
    setStep(2);
    onImported();
  };
  const downloadRejected = async () => {
    if (result?.failResult.length) saveBlob(await userApi.exceptionData(result.failResult), t('import.exceptionFile'));
  };

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size={1100} centered closeOnClickOutside={false}>
      <Stepper active={step} size="sm" mb="md">
        <Stepper.Step label={t('import.stepUpload')} />
        <Stepper.Step label={t('import.stepPreview')} />
        <Stepper.Step label={t('import.stepDone')} />
      </Stepper>
      {progress !== null && <Progress value={pct(progress)} animated striped mb="sm" data-testid="import-progress" />}
      {step === 0 && (
        <Stack align="center" py="xl" gap="md">
          <IconFileSpreadsheet size={48} stroke={1.2} />
          <Text size="sm" c="dimmed">{t('import.uploadHint')}</Text>
          <Group>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void userApi.template().then((b) => saveBlob(b, t('import.templateFile')), () => undefined)}>{t('import.template')}</Button>
            <FileButton onChange={(f) => void upload(f)} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
              {(props) => <Button {...props} leftSection={<IconUpload size={16} />} loading={progress !== null} data-testid="import-choose">{t('import.choose')}</Button>}
            </FileButton>
          </Group>
        </Stack>
      )}
      {step === 1 && preview && (
        <Stack gap="sm">
          <Alert color={preview.invalid ? 'orange' : 'green'} data-testid="import-summary">{t('import.summary', { valid: preview.valid, invalid: preview.invalid })}</Alert>
          <ImportPreviewTable rows={preview.list} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep(0)}>{t('import.back')}</Button>
            <Button onClick={() => void commit()} disabled={preview.valid === 0} loading={progress !== null} data-testid="import-commit">{t('import.commit', { count: preview.valid })}</Button>
          </Group>
        </Stack>
      )}
      {step === 2 && result && (
        <Stack gap="sm">
          <Alert color={result.fnum ? 'orange' : 'green'} data-testid="import-result">{t('import.result', { snum: result.snum, fnum: result.fnum })}</Alert>
          {result.failResult.length > 0 && <ImportPreviewTable rows={result.failResult} showReason />}
          <Group justify="flex-end">
            {result.failResult.length > 0 && <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void downloadRejected().catch(() => undefined)} data-testid="import-download-rejected">{t('import.downloadRejected')}</Button>}
            <Button onClick={close}>{t('import.finish')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
