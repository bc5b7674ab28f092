import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/visualdev/en.json';
import zh from '../../../../locales/visualdev/zh.json';
import zhtw from '../../../../locales/visualdev/zhtw.json';

/** 在线开发 (form renderer, designer, online pages): locales/visualdev/*.json as the `visualdev` namespace. */
export const bundle = defineLocaleBundle('visualdev', { zh, zhtw, en });
export const useVisualdevT = bundle.useT;
export const visualdevT = bundle.t;
