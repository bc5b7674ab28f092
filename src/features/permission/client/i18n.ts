import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/permission/en.json';
import zh from '../../../../locales/permission/zh.json';
import zhtw from '../../../../locales/permission/zhtw.json';

/**
 * The permission pages bring their own strings (locales/permission/*.json) as the `permission`
 * namespace, added to the shell's i18n instance once it exists (so its lazy backend never loads it).
 */
export const bundle = defineLocaleBundle('permission', { zh, zhtw, en });
export const PERMISSION_NS = bundle.ns;
export const registerPermissionLocales = bundle.register;
export const usePermT = bundle.useT;
export const pt = bundle.t;
