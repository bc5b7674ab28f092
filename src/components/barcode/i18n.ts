import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../locales/labels/en.json';
import zh from '../../../locales/labels/zh.json';
import zhtw from '../../../locales/labels/zhtw.json';

/**
 * Barcodes and the scanners bring their own strings (locales/labels/*.json)
 * as the `labels` namespace, added to the shell's i18n instance once it exists.
 */
const bundle = defineLocaleBundle('labels', { zh, zhtw, en });
export const LABELS_NS = bundle.ns;
export const registerLabelLocales = bundle.register;
export const useLabelsT = bundle.useT;
