import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/visualdev-online/en.json';
import zh from '../../../../../locales/visualdev-online/zh.json';
import zhtw from '../../../../../locales/visualdev-online/zhtw.json';

/** The pages a released model opens (list, record dialog, import): the `visualdevOnline` namespace. */
export const onlineBundle = defineLocaleBundle('visualdevOnline', { zh, zhtw, en });
export const useOnlineT = onlineBundle.useT;
export const onlineT = onlineBundle.t;
