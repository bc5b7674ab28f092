import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/investment/en.json';
import zh from '../../../../locales/investment/zh.json';
import zhtw from '../../../../locales/investment/zhtw.json';

/** 投资备案's strings: locales/investment/*.json as the `investment` namespace. */
export const bundle = defineLocaleBundle('investment', { zh, zhtw, en });
export const useInvestmentT = bundle.useT;
