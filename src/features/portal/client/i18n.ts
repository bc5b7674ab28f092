import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/portal/en.json';
import zh from '../../../../locales/portal/zh.json';
import zhtw from '../../../../locales/portal/zhtw.json';

/** 门户's strings: locales/portal/*.json as the `portal` namespace. */
export const bundle = defineLocaleBundle('portal', { zh, zhtw, en });
export const usePortalT = bundle.useT;
