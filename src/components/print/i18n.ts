import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../locales/print/en.json';
import zh from '../../../locales/print/zh.json';
import zhtw from '../../../locales/print/zhtw.json';

/** 打印模板: the print dialog every record page uses and the template pages share locales/print/*.json. */
export const printBundle = defineLocaleBundle('print', { zh, zhtw, en });
export const usePrintT = printBundle.useT;
export const printT = printBundle.t;
