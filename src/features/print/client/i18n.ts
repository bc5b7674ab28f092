import { printBundle } from '@/components/print/i18n';

/** The template pages share the print dialog's strings (locales/print/*.json). */
export const bundle = printBundle;
export const usePrintT = printBundle.useT;
