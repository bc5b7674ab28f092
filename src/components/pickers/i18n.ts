import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../locales/pickers/en.json';
import zh from '../../../locales/pickers/zh.json';
import zhtw from '../../../locales/pickers/zhtw.json';

/**
 * The pickers bring their own strings (locales/pickers/*.json) as the `pickers` namespace. They are
 * added to the shell's i18n instance once it exists, so its lazy backend never loads this namespace.
 */
const bundle = defineLocaleBundle('pickers', { zh, zhtw, en });
export const PICKERS_NS = bundle.ns;
export const registerPickerLocales = bundle.register;
export const usePickerT = bundle.useT;
