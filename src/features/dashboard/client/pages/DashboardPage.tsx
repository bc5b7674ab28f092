import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { sessionStore } from '@/app/session/session-store';
import { formatDate, formatMoney } from '@/lib/format';
import { useStore } from '@/lib/store';
import { useSyncStatus } from '@/sync/hooks';
import { useDashboardT } from '../i18n';
import { fetchWorkbench, keepWorkbench, lastWorkbench, type WorkbenchData, type WorkbenchFilter } from './workbench-data';

const MONEY_KEYS = new Set(['approvedAmount', 'filedInvestment']);

function Figure({ label, value, onClick, testId }: { label: string; value: number | string | null; onClick?: () => void; testId: string }) {
  const body = (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text fz={28} fw={600}>{value === null ? '—' : typeof value === 'string' ? formatMoney(value) : value}</Text>
    </Card>
  );
  return onClick ? <UnstyledButton onClick={onClick} aria-label={`${label} ${value ?? ''}`}>{body}</UnstyledButton> : body;
}

/** /dashboard: the user's todo and unread counts, the contract and project figures they may read, shortcuts; offline the last figures with their time. */
export default function DashboardPage() {
  const t = useDashboardT();
  const navigate = useNavigate();
  const userId = useStore(sessionStore, (s) => s.userInfo?.userId ?? '');
  const { online } = useSyncStatus();
  const [filter, setFilter] = useState<WorkbenchFilter>({ mineOnly: false, purchaseOnly: false });
  const [data, setData] = useState<WorkbenchData | null>(() => lastWorkbench(userId, filter));
  const [live, setLive] = useState(false);

  const load = useCallback(async () => {
    setData(lastWorkbench(userId, filter));
    setLive(false);
    if (!online) return;
    const fresh = await fetchWorkbench(filter);
    keepWorkbench(userId, filter, fresh);
    setData(fresh);
    setLive(true);
  }, [userId, filter, online]);
  useEffect(() => void load().catch(() => undefined), [load]);

  const go = (to: string) => () => void navigate({ to });
  const section = (key: 'contract' | 'project', path: string) => {
    const figures = data?.figures[key];
    if (!figures) return null;
    return (
      <Stack gap="xs">
        <Title order={5}>{t(`${key}.title`)}</Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          {Object.entries(figures).map(([k, v]) => (
            <Figure key={k} label={t(`${key}.${k}`)} value={MONEY_KEYS.has(k) ? String(v) : Number(v)} onClick={go(path)} testId={`workbench-${key}-${k}`} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between">
        <Title order={3}>{t('title')}</Title>
        <Group gap="md">
          <Switch label={t('mineOnly')} checked={filter.mineOnly} onChange={(e) => setFilter((f) => ({ ...f, mineOnly: e.currentTarget.checked }))} />
          <Switch label={t('purchaseOnly')} checked={filter.purchaseOnly} onChange={(e) => setFilter((f) => ({ ...f, purchaseOnly: e.currentTarget.checked }))} />
          <Button variant="default" leftSection={<IconRefresh size={16} />} disabled={!online} onClick={() => void load()}>{t('refresh')}</Button>
        </Group>
      </Group>
      {!online && <Alert color="orange" data-testid="workbench-offline">{data ? t('offline', { time: formatDate(data.at) }) : t('never')}</Alert>}
      {live && data && <Text size="xs" c="dimmed">{t('updated', { time: formatDate(data.at) })}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('todo')} value={data?.todo ?? null} onClick={go('/workFlow/flowTodo')} testId="workbench-todo" />
        <Figure label={t('unread')} value={data?.unread ?? null} onClick={go('/messageRecord')} testId="workbench-unread" />
      </SimpleGrid>
      {section('contract', '/business/contract')}
      {section('project', '/business/investment')}
      <Stack gap="xs">
        <Title order={5}>{t('quick.title')}</Title>
        <Group>
          {data?.figures.contract && <Button variant="light" onClick={go('/contract/add')}>{t('quick.contractAdd')}</Button>}
          {data?.figures.project && <Button variant="light" onClick={go('/investment/smallProjectFiling/add')}>{t('quick.projectAdd')}</Button>}
          <Button variant="light" onClick={go('/workFlow/flowTodo')}>{t('quick.todo')}</Button>
          <Button variant="light" onClick={go('/messageRecord')}>{t('quick.messages')}</Button>
        </Group>
      </Stack>
    </Stack>
  );
}
