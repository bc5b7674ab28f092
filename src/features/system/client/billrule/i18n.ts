import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/system-billrule/en.json';
import zh from '../../../../../locales/system-billrule/zh.json';
import zhtw from '../../../../../locales/system-billrule/zhtw.json';

/** The 单据规则 page's strings (locales/system-billrule/*.json) as the `system-billrule` namespace. */
export const bundle = defineLocaleBundle('system-billrule', { zh, zhtw, en });
export const useBillRuleT = bundle.useT;
export const billRuleT = bundle.t;
