import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MenuScope } from '@/app/permissions/MenuScope';
import { useRouteTable } from '@/app/routing/route-table';
import { sessionStore } from '@/app/session/session-store';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { EPIDEMIC_COLLECTION, EPIDEMIC_MANAGE_MENU, EPIDEMIC_MENU, reportBody, reportDayOf, reportIdOf, type ReportInput } from '@/features/epidemic/contract';
import { useStore } from '@/lib/store';
import { notify } from '@/lib/notify';
import { useSyncDb, useSyncStatus } from '@/sync/hooks';
import { useEpidemicT } from '../i18n';
import { saveReport } from '../mutations';
import { MyReports } from './MyReports';
import { ReportForm } from './ReportForm';
import type { LocalReport } from './labels';

const BLANK: ReportInput = { temperature: undefined as unknown as number, healthState: 'healthy', atRiskArea: false, travel: '', note: '' };
const inputOf = (r: LocalReport): ReportInput => ({ temperature: r.temperatureTenths / 10, healthState: r.healthState, atRiskArea: r.atRiskArea === 1, travel: r.travel, note: r.note });

/** Today's form: filled from today's report when there is one; 提交 replaces it (same id), offline through the outbox. */
function TodayReport({ userId, today, existing }: { userId: string; today: string; existing: LocalReport | undefined }) {
  const t = useEpidemicT();
  const { online } = useSyncStatus();
  const form = useZodForm(reportBody, existing ? inputOf(existing) : BLANK);
  const [busy, setBusy] = useState(false);
  const filled = useRef(Boolean(existing));
  const { reset } = form;
  useEffect(() => {
    if (existing && !filled.current) {
      filled.current = true;
      reset(inputOf(existing));
    }
  }, [existing, reset]);
  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      const id = reportIdOf(userId, today);
      await saveReport.mutate({ id, reportDate: today, body }, { supersedes: (earlier) => (earlier as { id?: string }).id === id });
      notify('success', online ? t('msg.saved') : t('msg.queued'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>{t('page.today', { day: today })}</Title>
        <Text size="sm" c={existing ? 'teal' : 'orange'} data-testid="epidemic-today-state">{existing ? t('page.reported') : t('page.notReported')}</Text>
      </Group>
      {!online && <Alert color="yellow" data-testid="epidemic-offline">{t('page.offline')}</Alert>}
      <ReportForm values={form.values} errors={form.errors} set={form.setField} />
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void submit()} data-testid="epidemic-submit">{existing ? t('action.update') : t('action.submit')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * /epidemic/epidemicson (SPEC §2) and the 每日健康打卡 menu: today's report and the user's own
 * reports, read from the device and written through the outbox, so it works offline.
 */
export default function ReportPage() {
  const t = useEpidemicT();
  const navigate = useNavigate();
  const db = useSyncDb();
  const table = useRouteTable();
  const userId = useStore(sessionStore, (s) => s.userInfo?.userId ?? '');
  const today = useMemo(() => reportDayOf(Date.now()), []);
  const rows = useLiveQuery(async () => (db ? ((await db.collection(EPIDEMIC_COLLECTION).toArray()) as unknown as LocalReport[]).filter((r) => r.userId === userId) : []), [db, userId]);
  const existing = rows?.find((r) => r.reportDate === today);
  const dept = table.byEnCode.get(EPIDEMIC_MANAGE_MENU);
  return (
    <MenuScope enCode={EPIDEMIC_MENU}>
      {() => (
        <Stack gap="md" maw={1100} data-testid="epidemic-page">
          <Card withBorder padding="lg">
            {rows !== undefined && userId && <TodayReport key={today} userId={userId} today={today} existing={existing} />}
          </Card>
          <Card withBorder padding="lg">
            <Group justify="space-between" mb="sm">
              <Title order={5}>{t('page.mine')}</Title>
              {dept && <Button variant="light" size="xs" onClick={() => void navigate({ to: dept.path })} data-testid="epidemic-to-dept">{t('page.toDept')}</Button>}
            </Group>
            <MyReports rows={rows ?? []} />
          </Card>
        </Stack>
      )}
    </MenuScope>
  );
}
