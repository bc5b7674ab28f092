import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/assets/en.json';
import zh from '../../../../locales/assets/zh.json';
import zhtw from '../../../../locales/assets/zhtw.json';

/** The fixed-asset pages bring their own strings (locales/assets/*.json) as the `assets` namespace. */
export const bundle = defineLocaleBundle('assets', { zh, zhtw, en });
export const ASSETS_NS = bundle.ns;
export const registerAssetLocales = bundle.register;
export const useAssetT = bundle.useT;
export const at = bundle.t;
