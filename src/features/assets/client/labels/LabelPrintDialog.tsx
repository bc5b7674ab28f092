import { Box, Button, Group, Modal, SegmentedControl, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useLabelsT } from '@/components/barcode/i18n';
import { notify } from '@/lib/notify';
import { readStored, writeStored } from '@/lib/storage';
import { LABEL_COLUMNS, type LabelColumns, type LabelItem, LabelSheet } from './LabelSheet';
import { printDocument, printHtml } from '@/components/print/print-frame';
import { PRINT_PAGE_CSS, SHEET_CSS } from './sheet-css';

export interface LabelPrintDialogProps {
  opened: boolean;
  onClose(): void;
  /** The assets to label, in the order they print. */
  items: LabelItem[];
}

const COLUMNS_KEY = 'assetLabelColumns';
const storedColumns = (): LabelColumns => {
  const n = readStored<number>(COLUMNS_KEY, 3);
  return (LABEL_COLUMNS as readonly number[]).includes(n) ? (n as LabelColumns) : 3;
};

/**
 * 打印资产标签: a preview of the A4 label sheet for the chosen assets, 2 or 3 labels a row (the
 * choice is remembered on this device), and 打印, which prints only the sheet from a hidden frame.
 */
export function LabelPrintDialog({ opened, onClose, items }: LabelPrintDialogProps) {
  const t = useLabelsT();
  const [columns, setColumns] = useState<LabelColumns>(storedColumns);
  const [printing, setPrinting] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);
  const columnsLabel = useId();

  const chooseColumns = (value: string) => {
    const next = Number(value) as LabelColumns;
    setColumns(next);
    writeStored(COLUMNS_KEY, next);
  };

  const print = async () => {
    const sheet = sheetRef.current;
    if (!sheet || items.length === 0) return;
    setPrinting(true);
    try {
      await printHtml(printDocument(t('print.documentTitle'), SHEET_CSS + PRINT_PAGE_CSS, sheet.outerHTML));
    } catch (error) {
      console.error('label printing failed', error);
      notify('error', t('print.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('print.title')} size="calc(210mm + 3rem)" centered>
      <style>{SHEET_CSS}</style>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" id={columnsLabel}>
            {t('print.columns')}
          </Text>
          <SegmentedControl aria-labelledby={columnsLabel} value={String(columns)} onChange={chooseColumns} data={LABEL_COLUMNS.map((n) => ({ value: String(n), label: t('print.columnsOption', { count: n }) }))} />
        </Group>
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {t('print.paper')}
          </Text>
          <Text size="sm">{t('print.count', { count: items.length })}</Text>
        </Group>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('print.empty')}
        </Text>
      ) : (
        <Box bg="gray.2" p="md" style={{ overflow: 'auto', maxHeight: '65vh', borderRadius: 4 }}>
          <Box role="region" aria-label={t('print.sheet')} bg="white" style={{ width: '210mm', minHeight: '297mm', padding: '10mm', margin: '0 auto', boxShadow: '0 1px 4px rgba(0,0,0,0.2)' }}>
            <LabelSheet ref={sheetRef} items={items} columns={columns} />
          </Box>
        </Box>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('print.cancel')}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => void print()} loading={printing} disabled={items.length === 0}>
          {t('print.print')}
        </Button>
      </Group>
    </Modal>
  );
}
