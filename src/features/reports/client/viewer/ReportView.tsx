import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { ChartView } from '@/components/charts/ChartView';
import type { ReportInfo } from '@/features/reports/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useReportsT } from '../i18n';
import { ParamForm, type FormValues } from './ParamForm';
import { printReport } from './print-report';
import { ReportTable } from './ReportTable';
import type { ReportRunState } from './use-report-run';

interface Props {
  info: ReportInfo;
  values: FormValues;
  onValues(v: FormValues): void;
  onQuery(): void;
  state: ReportRunState;
  online: boolean;
  /** 导出 (xlsx); absent where the caller may not export. */
  onExport?: () => void;
  /** Shown only where printing is allowed. */
  canPrint?: boolean;
  extra?: ReactNode;
}

/**
 * A report as its users see it: 查询条件, the table (groups, 小计, 合计, formatted numbers) and the
 * charts. Offline it says so and shows the data kept on the device with its time.
 */
export function ReportView({ info, values, onValues, onQuery, state, online, onExport, canPrint, extra }: Props) {
  const t = useReportsT();
  const { result, source } = state;
  const labels = useMemo(() => Object.fromEntries(info.table.columns.map((c) => [c.field, c.title || c.field])), [info]);
  const time = result ? formatDate(result.fetchedAt, 'creation') : '';
  const showTable = info.table.enabled && info.table.columns.length > 0;
  const print = () => {
    if (!result) return;
    const meta = [...info.params.map((p) => `${p.label}：${result.values[p.name] ?? t('viewer.all')}`), t('viewer.fetchedAt', { time })].join('  ');
    printReport(info, result, { subtotal: (key) => t('viewer.subtotal', { key }), total: t('viewer.total'), emptyGroup: t('viewer.emptyGroup'), meta }).catch((e: unknown) => notify('error', String(e)));
  };
  return (
    <Stack gap="sm" data-testid="report-view">
      <ParamForm params={info.params} values={values} onChange={onValues} onQuery={onQuery} loading={state.loading} />
      <Group justify="space-between">
        <Group gap="xs">
          {result && <Text size="xs" c="dimmed" data-testid="report-fetched-at">{t('viewer.fetchedAt', { time })} · {t('viewer.rowCount', { count: result.rowCount })}</Text>}
          {extra}
        </Group>
        <Group gap="xs">
          {canPrint && showTable && <Button variant="default" size="xs" leftSection={<IconPrinter size={16} />} disabled={!result} onClick={print}>{t('viewer.print')}</Button>}
          {onExport && <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={16} />} disabled={!online} onClick={onExport}>{t('viewer.export')}</Button>}
        </Group>
      </Group>
      {!online && (
        <Alert color="orange" data-testid="report-offline">
          {source === 'cache' ? t('viewer.offline', { time }) : source === 'cacheOther' ? t('viewer.offlineOther', { time }) : t('viewer.never')}
        </Alert>
      )}
      {result?.truncated && <Alert color="yellow">{t('viewer.truncated', { count: result.rowCount })}</Alert>}
      {result && showTable && <ReportTable columns={info.table.columns} data={result} groupBy={info.table.groupBy} />}
      {result && info.charts.length > 0 && (
        <Grid columns={24}>
          {info.charts.map((c) => (
            <Grid.Col key={c.id} span={{ base: 24, md: c.span }}>
              <ChartView chart={c} rows={result.rows} fieldLabels={labels} />
            </Grid.Col>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
