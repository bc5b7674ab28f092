import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/dictionary/en.json';
import zh from '../../../../locales/dictionary/zh.json';
import zhtw from '../../../../locales/dictionary/zhtw.json';

/** The 数据字典 page brings its own strings (locales/dictionary/*.json) as the `dictionary` namespace. */
export const bundle = defineLocaleBundle('dictionary', { zh, zhtw, en });
export const DICTIONARY_NS = bundle.ns;
export const registerDictionaryLocales = bundle.register;
export const useDictT = bundle.useT;
export const dictT = bundle.t;
