import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/system-settings/en.json';
import zh from '../../../../../locales/system-settings/zh.json';
import zhtw from '../../../../../locales/system-settings/zhtw.json';

/** The 系统配置 page's strings (locales/system-settings/*.json) as the `system-settings` namespace. */
export const bundle = defineLocaleBundle('system-settings', { zh, zhtw, en });
export const useSettingsT = bundle.useT;
