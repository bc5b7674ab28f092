import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/epidemic/en.json';
import zh from '../../../../locales/epidemic/zh.json';
import zhtw from '../../../../locales/epidemic/zhtw.json';

/** 疫情防控's strings: locales/epidemic/*.json as the `epidemic` namespace. */
export const bundle = defineLocaleBundle('epidemic', { zh, zhtw, en });
export const useEpidemicT = bundle.useT;
