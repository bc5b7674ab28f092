import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/data/en.json';
import zh from '../../../../locales/data/zh.json';
import zhtw from '../../../../locales/data/zhtw.json';

/** The 系统数据 pages' strings (locales/data/*.json) as the `data` namespace. */
export const bundle = defineLocaleBundle('data', { zh, zhtw, en });
export const useDataT = bundle.useT;
