import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/system-area/en.json';
import zh from '../../../../../locales/system-area/zh.json';
import zhtw from '../../../../../locales/system-area/zhtw.json';

/**
 * The 行政区划 page brings its own strings (locales/system-area/*.json) as the `system-area`
 * namespace, added to the shell's i18n instance once it exists (its lazy backend never loads it).
 */
export const bundle = defineLocaleBundle('system-area', { zh, zhtw, en });
export const AREA_NS = bundle.ns;
export const registerAreaLocales = bundle.register;
export const useAreaT = bundle.useT;
export const areaT = bundle.t;
