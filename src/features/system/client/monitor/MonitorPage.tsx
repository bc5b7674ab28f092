import { Group, SimpleGrid, Switch, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITOR_API, MONITOR_REFRESH_MS, type MonitorSnapshot } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { http } from '@/lib/http/client';
import { bytes, formatUptime, percent } from '../ops/format';
import { useOpsT } from '../ops/i18n';
import { Line, MetricCard, Usage } from './MetricCard';
import { Sparkline } from './Sparkline';

const ms = (n: number | null) => (n === null ? '—' : `${n} ms`);

/** 系统监控: the answering server's figures, asked again every few seconds while the page is shown (ADR 0021). */
export default function MonitorPage() {
  const t = useOpsT();
  const language = useTranslation().i18n.language;
  const [m, setM] = useState<MonitorSnapshot | null>(null);
  const [auto, setAuto] = useState(true);
  const load = useCallback(() => http.get<MonitorSnapshot>(MONITOR_API).then(setM, () => undefined), []);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, MONITOR_REFRESH_MS);
    return () => clearInterval(timer);
  }, [auto, load]);
  if (!m) return null;
  const heapMax = Math.max(...m.history.map((p) => p.heapUsed), 1);

  return (
    <div>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed" data-testid="monitor-sampled-at" aria-live="off">{t('monitor.sampledAt', { time: formatDate(m.sampledAt, 'creation') })}</Text>
        <Switch checked={auto} onChange={(e) => setAuto(e.currentTarget.checked)} label={t('monitor.autoRefresh', { seconds: MONITOR_REFRESH_MS / 1000 })} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <MetricCard title={t('monitor.server')} testId="monitor-server">
          <Line label={t('monitor.hostname')} value={m.server.hostname} />
          <Line label={t('monitor.os')} value={`${m.server.platform} (${m.server.arch})`} />
          <Line label={t('monitor.node')} value={m.server.nodeVersion} testId="monitor-node" />
          <Line label={t('monitor.appVersion')} value={m.server.appVersion} />
          <Line label={t('monitor.pid')} value={m.server.pid} />
          <Line label={t('monitor.uptime')} value={formatUptime(m.server.uptime, language)} testId="monitor-uptime" />
          <Line label={t('monitor.osUptime')} value={formatUptime(m.server.osUptime, language)} />
        </MetricCard>
        <MetricCard title={t('monitor.cpu')} testId="monitor-cpu">
          <Usage label={t('monitor.cpuUsage')} ratio={m.cpu.usage} detail={m.cpu.model} testId="monitor-cpu-usage" />
          <Line label={t('monitor.processCpu')} value={percent(m.cpu.processUsage)} />
          <Line label={t('monitor.cores')} value={m.cpu.cores} />
          <Line label={t('monitor.loadAvg')} value={m.cpu.loadAvg.join(' / ')} />
        </MetricCard>
        <MetricCard title={t('monitor.memory')} testId="monitor-memory">
          <Usage label={t('monitor.memoryUsage')} ratio={m.memory.usage} detail={t('monitor.memoryUsed', { used: bytes(m.memory.used), total: bytes(m.memory.total) })} />
          <Line label={t('monitor.rss')} value={bytes(m.memory.rss)} />
        </MetricCard>
        <MetricCard title={t('monitor.heap')} testId="monitor-heap">
          <Usage label={t('monitor.heapUsed')} ratio={m.memory.heapUsed / m.memory.heapLimit} detail={`${bytes(m.memory.heapUsed)} / ${bytes(m.memory.heapLimit)}`} />
          <Line label={t('monitor.heapTotal')} value={bytes(m.memory.heapTotal)} />
          <Line label={t('monitor.heapLimit')} value={bytes(m.memory.heapLimit)} />
        </MetricCard>
        <MetricCard title={t('monitor.eventLoop')} testId="monitor-loop">
          <Line label={t('monitor.loopDelay')} value={`${ms(m.eventLoop.p50Ms)} / ${ms(m.eventLoop.p99Ms)} / ${ms(m.eventLoop.maxMs)}`} testId="monitor-loop-delay" />
          <Line label={t('monitor.loopUtilization')} value={percent(m.eventLoop.utilization)} />
          <Text size="xs" c="dimmed">{t('monitor.trend')}</Text>
          <Sparkline values={m.history.map((p) => p.cpu)} max={1} color="var(--mantine-color-blue-6)" label={`${t('monitor.cpuUsage')}: ${percent(m.cpu.usage)}`} />
          <Sparkline values={m.history.map((p) => p.heapUsed)} max={heapMax} color="var(--mantine-color-teal-6)" label={`${t('monitor.heapUsed')}: ${bytes(m.memory.heapUsed)}`} />
        </MetricCard>
        <MetricCard title={t('monitor.disk')} testId="monitor-disk">
          {m.disk
            ? <Usage label={t('monitor.diskUsage')} ratio={m.disk.usage} detail={t('monitor.diskFree', { free: bytes(m.disk.free), total: bytes(m.disk.total) })} />
            : <Text size="sm" c="dimmed">{t('monitor.noDisk')}</Text>}
          {m.disk && <Text size="xs" c="dimmed" ff="monospace">{m.disk.path}</Text>}
        </MetricCard>
        <MetricCard title={t('monitor.database')} testId="monitor-database">
          <Line label={t('monitor.dbVersion')} value={m.database.version} />
          <Line label={t('monitor.dbSize')} value={bytes(m.database.sizeBytes)} testId="monitor-db-size" />
          <Line label={t('monitor.dbData')} value={bytes(m.database.dataBytes)} />
          <Line label={t('monitor.connections')} value={`${m.database.connections.active} / ${m.database.connections.total} / ${m.database.connections.max ?? '—'}`} />
        </MetricCard>
        <MetricCard title={t('monitor.realtime')} testId="monitor-realtime">
          <Line label={t('monitor.sockets')} value={m.realtime.sockets} testId="monitor-sockets" />
        </MetricCard>
        <MetricCard title={t('monitor.instances')} testId="monitor-instances">
          <Table fz="sm" aria-label={t('monitor.instances')}>
            <Table.Thead><Table.Tr><Table.Th>{t('monitor.instanceHost')}</Table.Th><Table.Th>{t('monitor.pid')}</Table.Th><Table.Th>{t('monitor.instanceSeen')}</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {m.instances.map((s) => (
                <Table.Tr key={s.id}><Table.Td>{s.host}</Table.Td><Table.Td>{s.pid}</Table.Td><Table.Td>{formatDate(s.lastSeenAt, 'creation')}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </MetricCard>
      </SimpleGrid>
    </div>
  );
}
