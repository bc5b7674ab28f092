import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/dashboard/en.json';
import zh from '../../../../locales/dashboard/zh.json';
import zhtw from '../../../../locales/dashboard/zhtw.json';

/** 工作台's strings: locales/dashboard/*.json as the `dashboard` namespace. */
export const bundle = defineLocaleBundle('dashboard', { zh, zhtw, en });
export const useDashboardT = bundle.useT;
