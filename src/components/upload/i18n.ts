import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../locales/upload/en.json';
import zh from '../../../locales/upload/zh.json';
import zhtw from '../../../locales/upload/zhtw.json';

/** The upload controls, file list and preview bring their own strings (locales/upload/*.json) as the `upload` namespace. */
export const uploadBundle = defineLocaleBundle('upload', { zh, zhtw, en });
export const useUploadT = uploadBundle.useT;
export const uploadT = uploadBundle.t;
