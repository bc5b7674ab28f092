import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../locales/rich-text/en.json';
import zh from '../../../locales/rich-text/zh.json';
import zhtw from '../../../locales/rich-text/zhtw.json';

/** The rich-text editor's strings (locales/rich-text/*.json) as the `richText` namespace. */
export const richTextBundle = defineLocaleBundle('richText', { zh, zhtw, en });
export const useRichTextT = richTextBundle.useT;
export const richTextT = richTextBundle.t;
