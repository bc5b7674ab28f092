import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { usePermissions } from '@/app/permissions/permissions';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import { checkRunValues, REPORT_VIEW_BUTTONS, type ReportInfo } from '@/features/reports/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { saveBlob } from '@/lib/save-blob';
import { useSyncDb, useSyncStatus } from '@/sync/hooks';
import { useReportsT } from '../i18n';
import { keepDefinition, lastDefinition } from '../offline-cache';
import { reportApi } from '../report-api';
import { defaultsOf, type FormValues } from './ParamForm';
import { ReportView } from './ReportView';
import { useReportRun, type RunValues } from './use-report-run';

/** The definition: from the server when online (and kept), else the one kept on the device. */
function useDefinition(reportId: string | undefined) {
  const db = useSyncDb();
  const { online } = useSyncStatus();
  const [info, setInfo] = useState<ReportInfo | null | undefined>(undefined);
  useEffect(() => {
    if (!reportId || !db) return;
    let live = true;
    void (async () => {
      let found: ReportInfo | null = null;
      if (online) {
        try {
          found = await reportApi.view(reportId);
          await keepDefinition(db, found);
        } catch (error) {
          if (error instanceof EnvelopeError) {
            if (live) setInfo(null);
            return;
          }
        }
      }
      found ??= await lastDefinition(db, reportId);
      if (live) setInfo(found);
    })();
    return () => { live = false; };
  }, [reportId, db, online]);
  return info;
}

/** A released report (menu type 5, SPEC §2: the route carries moduleId): its parameters, table and charts; offline its last data. */
export default function ReportViewerPage() {
  const t = useReportsT();
  const route = useContext(PageRouteContext);
  const reportId = route?.meta.moduleId;
  const info = useDefinition(reportId);
  const { hasBtnP } = usePermissions();
  const [values, setValues] = useState<FormValues>({});
  const fetcher = useCallback((v: RunValues) => reportApi.run(reportId ?? '', v), [reportId]);
  const state = useReportRun(info ?? null, fetcher, reportId);
  const { run } = state;
  const started = useRef<string | null>(null);

  // The first query runs by itself with the defaults (offline: the kept result).
  useEffect(() => {
    if (!info || started.current === info.id) return;
    started.current = info.id;
    const defaults = defaultsOf(info.params);
    setValues(defaults);
    void run(defaults);
  }, [info, run]);
  // A result of other values (offline) shows those values in the form.
  useEffect(() => {
    if (state.source === 'cacheOther' && state.result) setValues(state.result.values);
  }, [state.source, state.result]);

  const exportXlsx = async () => {
    if (!info) return;
    const checked = checkRunValues(info.params, values);
    if (!checked.ok) return;
    try {
      saveBlob(await reportApi.exportXlsx(info.id, checked.values), `${info.fullName}.xlsx`);
    } catch {
      // Shown by the http client.
    }
  };

  if (info === undefined) return <Center h={240}><Stack align="center" gap="xs"><Loader size="sm" /><Text size="sm" c="dimmed">{t('viewer.loading')}</Text></Stack></Center>;
  if (info === null) return <Center h={240}><Text c="dimmed">{t('viewer.notAvailable')}</Text></Center>;
  return (
    <Card withBorder padding="lg" data-testid="report-page">
      <Stack gap="sm">
        <Title order={4}>{info.fullName}</Title>
        {info.description && <Text size="sm" c="dimmed">{info.description}</Text>}
        <ReportView
          info={info} values={values} onValues={setValues} onQuery={() => void run(values)} state={state} online={state.online}
          onExport={hasBtnP(REPORT_VIEW_BUTTONS.export) ? () => void exportXlsx() : undefined} canPrint={hasBtnP(REPORT_VIEW_BUTTONS.print)}
        />
      </Stack>
    </Card>
  );
}
