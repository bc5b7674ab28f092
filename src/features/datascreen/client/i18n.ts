import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/datascreen/en.json';
import zh from '../../../../locales/datascreen/zh.json';
import zhtw from '../../../../locales/datascreen/zhtw.json';

/** 数据大屏's strings: locales/datascreen/*.json as the `datascreen` namespace. */
export const bundle = defineLocaleBundle('datascreen', { zh, zhtw, en });
export const useScreenT = bundle.useT;
