import { Alert, Box, Button, Group, Loader, Modal, Select, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { printDocument, printHtml } from './print-frame';
import { printCss, PrintPages } from './PrintPages';
import { layoutSheets } from './sheets';
import { usePrintJob, type LocalPrint } from './use-print-job';
import { usePrintT } from './i18n';

export interface PrintDialogProps {
  opened: boolean;
  onClose(): void;
  /** The data kind (a print source: assetPlan, assetItem …): which templates are offered. */
  kind: string;
  /** The records to print, in order. */
  ids: string[];
  /**
   * The records filled on the device from the rows the page shows, with the kind's fields: the
   * templates then come from the device store and nothing asks the server (printing offline).
   */
  local?: LocalPrint;
  title?: string;
}

/**
 * 打印 from a record page: choose one of the kind's templates, see the filled pages, print them from
 * a bare frame (only the pages, @page sized to the template's paper). A PDF is the same print with
 * “Save as PDF” as the destination: the print view is the PDF's one source.
 */
export function PrintDialog({ opened, onClose, kind, ids, local, title }: PrintDialogProps) {
  const t = usePrintT();
  const { templates, templateId, choose, job } = usePrintJob(opened, kind, ids, local);
  const [printing, setPrinting] = useState(false);
  const pagesRef = useRef<HTMLDivElement>(null);
  const pageCount = job ? layoutSheets(job.doc, job.records).length : 0;

  const print = async (pdf: boolean) => {
    const pages = pagesRef.current;
    if (!pages || !job) return;
    setPrinting(true);
    try {
      if (pdf) notify('info', t('dialog.pdfHint'));
      await printHtml(printDocument(title ?? job.name, printCss(job.doc), pages.outerHTML));
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
        <Alert color="yellow">{t(local ? 'dialog.noTemplateOnDevice' : 'dialog.noTemplate')}</Alert>
      ) : (
        <>
          <Group justify="space-between" mb="sm">
            <Select label={t('dialog.template')} data={templates.map((x) => ({ value: x.id, label: x.fullName }))} value={templateId} onChange={choose} allowDeselect={false} w={280} data-testid="print-template" />
            {job && (
              <Text size="sm" data-testid="print-page-count">
                {job.doc.labels ? t('dialog.labelPages', { count: pageCount, labels: job.records.length }) : t('dialog.pages', { count: pageCount })}
              </Text>
            )}
          </Group>
          <Box role="region" aria-label={t('dialog.preview')} bg="gray.2" p="md" style={{ overflow: 'auto', maxHeight: '65vh', borderRadius: 4 }}>
            {job ? (
              <>
                <style>{printCss(job.doc)}</style>
                <PrintPages ref={pagesRef} doc={job.doc} fields={job.fields} records={job.records} preview />
              </>
            ) : (
              <Group justify="center" py="xl"><Loader size="sm" /></Group>
            )}
          </Box>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void print(true)} disabled={!job || pageCount === 0} loading={printing} data-testid="print-pdf">{t('dialog.pdf')}</Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => void print(false)} disabled={!job || pageCount === 0} loading={printing} data-testid="print-go">{t('dialog.print')}</Button>
      </Group>
    </Modal>
  );
}
