import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/reports/en.json';
import zh from '../../../../locales/reports/zh.json';
import zhtw from '../../../../locales/reports/zhtw.json';

/** 报表's strings: locales/reports/*.json as the `reports` namespace. */
export const bundle = defineLocaleBundle('reports', { zh, zhtw, en });
export const useReportsT = bundle.useT;
