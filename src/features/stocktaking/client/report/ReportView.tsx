import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { PrintDialog } from '@/components/print/PrintDialog';
import { STOCKTAKE_BUTTONS, type StocktakeCounts } from '@/features/stocktaking/contract';
import { http } from '@/lib/http/client';
import { formatDate } from '@/lib/format';
import { stocktakeApi } from '../api';
import { saveBlob } from '@/lib/save-blob';
import { useStT } from '../i18n';
import type { LocalItemRow, LocalScanRow, LocalStocktake } from '../model/hooks';

interface Props {
  stocktake: LocalStocktake;
  items: LocalItemRow[];
  scans: LocalScanRow[];
  counts: StocktakeCounts;
  online: boolean;
}

function Section({ title, rows, head }: { title: string; rows: string[][]; head: string[] }) {
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

/** The result report: a printable page (the browser's print, only this sheet) and the xlsx export. */
export function ReportView({ stocktake, items, scans, counts, online }: Props) {
  const t = useStT();
  const [templatePrint, setTemplatePrint] = useState(false);
  const exportXlsx = async () => {
    try {
      saveBlob(await http.blob(stocktakeApi.exportUrl(stocktake.id)), `${t('report.fileName', { name: stocktake.name })}.xlsx`);
    } catch {
      // Shown by the http client.
    }
  };
  const unknown = scans.filter((s) => s.result === 'unknown' && !s.undone && !s.duplicate);
  const head = [t('fields.code'), t('fields.itemName'), t('item.department'), t('item.expectedLocation')];
  return (
    <Stack gap="sm">
      <Group justify="flex-end" className="st-no-print">
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-testid="report-print">{t('report.print')}</Button>
        <Button variant="default" leftSection={<IconTemplate size={16} />} disabled={!online} onClick={() => setTemplatePrint(true)} data-testid="report-print-template">{t('report.printTemplate')}</Button>
        <ButtonGuard code={STOCKTAKE_BUTTONS.export}>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} disabled={!online} onClick={() => void exportXlsx()} data-testid="report-export">{t('report.export')}</Button>
        </ButtonGuard>
      </Group>
      <Paper withBorder p="md" className="st-print" data-testid="stocktake-report">
        <Title order={2} size="h4" ta="center">{t('report.title', { name: stocktake.name })}</Title>
        <Text size="sm" ta="center" c="dimmed">
          {t('scopeText', { kind: t(`scope.${stocktake.scopeType}`), name: stocktake.scopeName ?? stocktake.location ?? '' })} · {t(`status.${stocktake.status}`)}
          {stocktake.completedAt ? ` · ${t('report.completedAt', { time: formatDate(stocktake.completedAt) })}` : ''}
        </Text>
        <Text size="sm" mt="sm" data-testid="report-counts">{t('report.counts', counts)}</Text>
        <Section title={t('counts.missing')} head={head} rows={items.filter((i) => i.result === null).map((i) => [i.assetCode, i.itemName, i.expectedDeptName ?? '', i.expectedLocation ?? ''])} />
        <Section
          title={t('counts.moved')} head={[...head, t('item.foundLocation'), t('item.foundBy')]}
          rows={items.filter((i) => i.result === 'moved').map((i) => [i.assetCode, i.itemName, i.expectedDeptName ?? '', i.expectedLocation ?? '', i.foundLocation ?? '', i.foundByName ?? ''])}
        />
        <Section
          title={t('counts.unknown')} head={[t('fields.code'), t('fields.location'), t('fields.checker'), t('fields.scannedAt')]}
          rows={unknown.map((s) => [s.code, s.location ?? '', s.scannedByName, formatDate(s.scannedAt)])}
        />
        <Section title={t('counts.found')} head={head} rows={items.filter((i) => i.result === 'found').map((i) => [i.assetCode, i.itemName, i.expectedDeptName ?? '', i.expectedLocation ?? ''])} />
      </Paper>
      <PrintDialog opened={templatePrint} onClose={() => setTemplatePrint(false)} kind="stocktake" ids={[stocktake.id]} title={t('report.title', { name: stocktake.name })} />
    </Stack>
  );
}
