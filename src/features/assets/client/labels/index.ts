export { LabelPrintDialog, type LabelPrintDialogProps } from './LabelPrintDialog';
export { LABEL_COLUMNS, type LabelColumns, type LabelItem, LabelSheet } from './LabelSheet';
export { printDocument, printHtml } from '@/components/print/print-frame';
