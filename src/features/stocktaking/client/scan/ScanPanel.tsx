import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconCamera, IconScan } from '@tabler/icons-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { CameraScanner } from '@/components/scanner/CameraScanner';
import { useWedgeScanner } from '@/components/scanner/use-wedge-scanner';
import { LOCATION_MAX } from '@/features/stocktaking/contract';
import { readStored, writeStored } from '@/lib/storage';
import { useSyncDb } from '@/sync/hooks';
import { useStT } from '../i18n';
import { recordScan, type ScanReport } from '../model/scan-actions';
import { ScanFeedback } from './ScanFeedback';

interface Props {
  stocktakeId: string;
  /** The stocktake's own place: where the checker is unless they say otherwise. */
  defaultLocation: string;
  byName: string;
}

/**
 * The checker's scan bar: where they are, the scan input (a handheld scanner types into it and ends
 * with Enter; a code typed by hand works the same), a note for the next scan and the camera. The
 * input keeps the focus after every scan; scans are recorded one after another, never in parallel.
 */
export function ScanPanel({ stocktakeId, defaultLocation, byName }: Props) {
  const t = useStT();
  const db = useSyncDb();
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const locationKey = `stocktakeLocation:${stocktakeId}`;
  const [location, setLocation] = useState(() => readStored<string>(locationKey, defaultLocation));
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [report, setReport] = useState<ScanReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const place = useRef(location);
  place.current = location;
  const noteRef = useRef(note);
  noteRef.current = note;

  const scan = useCallback((raw: string) => {
    const value = raw.trim();
    if (!value || !db) return;
    setCode('');
    setError(null);
    const withNote = noteRef.current;
    setNote('');
    queue.current = queue.current
      .then(() => recordScan(db, { stocktakeId, code: value, location: place.current, note: withNote, byName }))
      .then(setReport, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    input.current?.focus();
  }, [db, stocktakeId, byName]);

  // In the scan input a scanner's burst ends with Enter like typing does: the form takes both. A burst
  // while the focus is elsewhere (a button after undo, a tick-off…) is caught here and still a scan.
  useWedgeScanner((c) => {
    scan(c);
    input.current?.focus();
  }, { enabled: !camera });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError(t('scan.codeRequired'));
    scan(code);
  };
  const changePlace = (next: string) => {
    setLocation(next);
    writeStored(locationKey, next);
  };

  return (
    <Paper withBorder p="sm" data-testid="scan-panel">
      <Stack gap="sm">
        <TextInput
          label={t('scan.location')} description={t('scan.locationHint')} maxLength={LOCATION_MAX} value={location}
          onChange={(e) => changePlace(e.currentTarget.value)} data-testid="scan-location"
        />
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              ref={input} label={t('scan.input')} placeholder={t('scan.inputHint')} autoFocus autoComplete="off" autoCapitalize="characters" spellCheck={false}
              value={code} onChange={(e) => { setCode(e.currentTarget.value); setError(null); }} error={error} style={{ flex: 1 }}
              leftSection={<IconScan size={16} />} data-testid="scan-input" enterKeyHint="done"
            />
            <Button type="submit" data-testid="scan-submit">{t('scan.submit')}</Button>
            <Button variant="default" leftSection={<IconCamera size={16} />} onClick={() => setCamera(true)} data-testid="scan-camera">{t('scan.camera')}</Button>
          </Group>
        </form>
        <TextInput label={t('scan.note')} placeholder={t('scan.noteHint')} maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} data-testid="scan-note" />
        <ScanFeedback report={report} />
      </Stack>
      <CameraScanner opened={camera} continuous title={t('scan.camera')} onClose={() => { setCamera(false); input.current?.focus(); }} onDetected={(c) => scan(c)} />
    </Paper>
  );
}
