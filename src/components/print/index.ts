export { PrintDialog, type PrintDialogProps } from './PrintDialog';
export { PrintPages, printCss, PRINT_PAGE_CLASS } from './PrintPages';
export { paginate, bodyHeight, formatValue, withPageNumbers, type Placed, type RenderedPage } from './paginate';
export { layoutSheets, type Sheet, type SheetPart } from './sheets';
export { usePrintJob, PRINT_TEMPLATE_TABLE, type LocalPrint, type PrintJob } from './use-print-job';
export { printDocument, printHtml } from './print-frame';
export { printBundle, usePrintT, printT } from './i18n';
