import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/purchase/en.json';
import zh from '../../../../locales/purchase/zh.json';
import zhtw from '../../../../locales/purchase/zhtw.json';

/** 采购计划登记's strings: locales/purchase/*.json as the `purchase` namespace. */
export const bundle = defineLocaleBundle('purchase', { zh, zhtw, en });
export const usePurchaseT = bundle.useT;
