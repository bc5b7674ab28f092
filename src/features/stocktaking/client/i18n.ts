import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/stocktaking/en.json';
import zh from '../../../../locales/stocktaking/zh.json';
import zhtw from '../../../../locales/stocktaking/zhtw.json';

/** 资产盘点 brings its own strings (locales/stocktaking/*.json) as the `stocktaking` namespace. */
export const bundle = defineLocaleBundle('stocktaking', { zh, zhtw, en });
export const STOCKTAKING_NS = bundle.ns;
export const registerStocktakingLocales = bundle.register;
export const useStT = bundle.useT;
export const stT = bundle.t;
