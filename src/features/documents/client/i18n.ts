import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/documents/en.json';
import zh from '../../../../locales/documents/zh.json';
import zhtw from '../../../../locales/documents/zhtw.json';

/** 公文's strings: locales/documents/*.json as the `documents` namespace. */
export const bundle = defineLocaleBundle('documents', { zh, zhtw, en });
export const useDocumentsT = bundle.useT;
