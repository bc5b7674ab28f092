import { Alert, Box, Button, Group, Loader, Modal, Select, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { PrintData, PrintSelectorItem } from '@/features/print/contract';
import { notify } from '@/lib/notify';
import { printApi } from './print-api';
import { printDocument, printHtml } from './print-frame';
import { paginate } from './paginate';
import { printCss, PrintPages } from './PrintPages';
import { usePrintT } from './i18n';

export interface PrintDialogProps {
  opened: boolean;
  onClose(): void;
  /** The data kind (a print source: assetPlan, assetItem …): which templates are offered. */
  kind: string;
  /** The records to print, in order. */
  ids: string[];
  title?: string;
}

/**
 * 打印 from a record page: choose one of the kind's templates, see the filled pages, print them from
 * a bare frame (only the pages, @page sized to the template's paper). A PDF is the same print with
 * “Save as PDF” as the destination: the print view is the PDF's one source.
 */
export function PrintDialog({ opened, onClose, kind, ids, title }: PrintDialogProps) {
  const t = usePrintT();
  const [templates, setTemplates] = useState<PrintSelectorItem[] | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [data, setData] = useState<PrintData | null>(null);
  const [printing, setPrinting] = useState(false);
  const pagesRef = useRef<HTMLDivElement>(null);
  const idsKey = ids.join(',');

  useEffect(() => {
    if (!opened) return;
    let live = true;
    setTemplates(null);
    setData(null);
    printApi.selector(kind).then((list) => {
      if (!live) return;
      setTemplates(list);
      setTemplateId(list[0]?.id ?? null);
    }).catch(() => live && setTemplates([]));
    return () => { live = false; };
  }, [opened, kind]);

  useEffect(() => {
    if (!opened || !templateId || !idsKey) return;
    let live = true;
    setData(null);
    printApi.data(templateId, idsKey.split(',')).then((d) => live && setData(d)).catch(() => undefined);
    return () => { live = false; };
  }, [opened, templateId, idsKey]);

  const pageCount = data ? data.list.reduce((n, r) => n + paginate(data.template.template, r).length, 0) : 0;

  const print = async (pdf: boolean) => {
    const pages = pagesRef.current;
    if (!pages || !data) return;
    setPrinting(true);
    try {
      if (pdf) notify('info', t('dialog.pdfHint'));
      await printHtml(printDocument(title ?? data.template.fullName, printCss(data.template.template), pages.outerHTML));
    } catch (error) {
      notify('error', t('dialog.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('dialog.title')} size="calc(210mm + 4rem)" centered>
      {templates === null ? (
        <Group justify="center" py="xl"><Loader size="sm" /><Text size="sm">{t('dialog.loading')}</Text></Group>
      ) : templates.length === 0 ? (
        <Alert color="yellow">{t('dialog.noTemplate')}</Alert>
      ) : (
        <>
          <Group justify="space-between" mb="sm">
            <Select label={t('dialog.template')} data={templates.map((x) => ({ value: x.id, label: x.fullName }))} value={templateId} onChange={setTemplateId} allowDeselect={false} w={280} data-testid="print-template" />
            {data && <Text size="sm" data-testid="print-page-count">{t('dialog.pages', { count: pageCount })}</Text>}
          </Group>
          <Box role="region" aria-label={t('dialog.preview')} bg="gray.2" p="md" style={{ overflow: 'auto', maxHeight: '65vh', borderRadius: 4 }}>
            {data ? (
              <>
                <style>{printCss(data.template.template)}</style>
                <PrintPages ref={pagesRef} doc={data.template.template} fields={data.fields} records={data.list} preview />
              </>
            ) : (
              <Group justify="center" py="xl"><Loader size="sm" /></Group>
            )}
          </Box>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void print(true)} disabled={!data} loading={printing} data-testid="print-pdf">{t('dialog.pdf')}</Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => void print(false)} disabled={!data} loading={printing} data-testid="print-go">{t('dialog.print')}</Button>
      </Group>
    </Modal>
  );
}
