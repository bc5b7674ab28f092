import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { PrintDialog } from '@/components/print/PrintDialog';
import {
  STOCKTAKE_BUTTONS, STOCKTAKE_PRINT_FIELDS, STOCKTAKE_PRINT_KIND, stocktakePrintRecord, type StocktakeCounts, type StocktakeInfo,
} from '@/features/stocktaking/contract';
import { http } from '@/lib/http/client';
import { formatDate } from '@/lib/format';
import { stocktakeApi } from '../api';
import { saveBlob } from '@/lib/save-blob';
import { useStT } from '../i18n';
import type { LocalItemRow, LocalScanRow } from '../model/hooks';

interface Props {
  stocktake: StocktakeInfo;
  items: LocalItemRow[];
  scans: LocalScanRow[];
  counts: StocktakeCounts;
  online: boolean;
  /** The stocktake's items and scans are on this device: the report prints from them, offline too. */
  onDevice: boolean;
}

function Section({ title, rows, head }: { title: string; rows: (string | number)[][]; head: string[] }) {
  const t = useStT();
  return (
    <div>
      <Title order={3} size="h6" mt="sm" mb={4}>{t('report.section', { title, count: rows.length })}</Title>
      {rows.length > 0 && (
        <Table withTableBorder withColumnBorders verticalSpacing={2} fz="sm">
          <Table.Thead><Table.Tr>{head.map((h) => <Table.Th key={h}>{h}</Table.Th>)}</Table.Tr></Table.Thead>
          <Table.Tbody>{rows.map((r, i) => <Table.Tr key={i}>{r.map((c, j) => <Table.Td key={j}>{c}</Table.Td>)}</Table.Tr>)}</Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/**
 * The result report: on the page, printed through the stocktake report templates (打印模板; filled
 * from the device's rows when the stocktake is downloaded, so it prints offline), and the xlsx export.
 * The page and the print show the same record.
 */
export function ReportView({ stocktake, items, scans, counts, online, onDevice }: Props) {
  const t = useStT();
  const [printing, setPrinting] = useState(false);
  const record = useMemo(() => stocktakePrintRecord(stocktake, counts, items, scans), [stocktake, counts, items, scans]);
  const local = useMemo(() => (onDevice ? { fields: STOCKTAKE_PRINT_FIELDS, records: [record] } : undefined), [onDevice, record]);
  const exportXlsx = async () => {
    try {
      saveBlob(await http.blob(stocktakeApi.exportUrl(stocktake.id)), `${t('report.fileName', { name: stocktake.name })}.xlsx`);
    } catch {
      // Shown by the http client.
    }
  };
  const head = [t('fields.code'), t('fields.itemName'), t('item.department'), t('item.expectedLocation')];
  const cells = (list: typeof record.missingList, more: string[] = []) => list.map((r) => [r.assetCode!, r.itemName!, r.expectedDeptName!, r.expectedLocation!, ...more.map((k) => r[k]!)]);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconPrinter size={16} />} disabled={!onDevice && !online} onClick={() => setPrinting(true)} data-testid="report-print">{t('report.print')}</Button>
        <ButtonGuard code={STOCKTAKE_BUTTONS.export}>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} disabled={!online} onClick={() => void exportXlsx()} data-testid="report-export">{t('report.export')}</Button>
        </ButtonGuard>
      </Group>
      <Paper withBorder p="md" data-testid="stocktake-report">
        <Title order={2} size="h4" ta="center">{t('report.title', { name: stocktake.name })}</Title>
        <Text size="sm" ta="center" c="dimmed">
          {t('scopeText', { kind: t(`scope.${stocktake.scopeType}`), name: stocktake.scopeName ?? stocktake.location ?? '' })} · {t(`status.${stocktake.status}`)}
          {stocktake.completedAt ? ` · ${t('report.completedAt', { time: formatDate(stocktake.completedAt) })}` : ''}
        </Text>
        <Text size="sm" mt="sm" data-testid="report-counts">{t('report.counts', counts)}</Text>
        <Section title={t('counts.missing')} head={head} rows={cells(record.missingList)} />
        <Section title={t('counts.moved')} head={[...head, t('item.foundLocation'), t('item.foundBy')]} rows={cells(record.movedList, ['foundLocation', 'foundByName'])} />
        <Section
          title={t('counts.unknown')} head={[t('fields.code'), t('fields.location'), t('fields.checker'), t('fields.scannedAt')]}
          rows={record.unknownList.map((s) => [s.code!, s.location!, s.scannedByName!, formatDate(Number(s.scannedAt))])}
        />
        <Section title={t('counts.found')} head={head} rows={cells(record.foundList)} />
      </Paper>
      <PrintDialog opened={printing} onClose={() => setPrinting(false)} kind={STOCKTAKE_PRINT_KIND} ids={[stocktake.id]} local={local} title={t('report.title', { name: stocktake.name })} />
    </Stack>
  );
}
