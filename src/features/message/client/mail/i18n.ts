import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/mail/en.json';
import zh from '../../../../../locales/mail/zh.json';
import zhtw from '../../../../../locales/mail/zhtw.json';

/** 站内信 brings its own strings (locales/mail/*.json) as the `mail` namespace, apart from the rest of 消息. */
export const mailBundle = defineLocaleBundle('mail', { zh, zhtw, en });
export const useMailT = mailBundle.useT;
export const mailT = mailBundle.t;
