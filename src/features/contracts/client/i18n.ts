import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/contracts/en.json';
import zh from '../../../../locales/contracts/zh.json';
import zhtw from '../../../../locales/contracts/zhtw.json';

/** 合同管理's strings: locales/contracts/*.json as the `contracts` namespace. */
export const bundle = defineLocaleBundle('contracts', { zh, zhtw, en });
export const useContractsT = bundle.useT;
