import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/system-log/en.json';
import zh from '../../../../../locales/system-log/zh.json';
import zhtw from '../../../../../locales/system-log/zhtw.json';

/** 系统日志's tabs, detail and settings (locales/system-log/*.json) as the `system-log` namespace. */
export const bundle = defineLocaleBundle('system-log', { zh, zhtw, en });
export const useLogT = bundle.useT;
export const logT = bundle.t;
