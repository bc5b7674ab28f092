import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/files/en.json';
import zh from '../../../../locales/files/zh.json';
import zhtw from '../../../../locales/files/zhtw.json';

/** 文档中心 brings its own strings (locales/files/*.json) as the `files` namespace. */
export const bundle = defineLocaleBundle('files', { zh, zhtw, en });
export const useFilesT = bundle.useT;
export const filesT = bundle.t;
