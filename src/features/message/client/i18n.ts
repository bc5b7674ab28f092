import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/message/en.json';
import zh from '../../../../locales/message/zh.json';
import zhtw from '../../../../locales/message/zhtw.json';

/** 消息 brings its own strings (locales/message/*.json) as the `message` namespace. */
export const bundle = defineLocaleBundle('message', { zh, zhtw, en });
export const useMsgT = bundle.useT;
export const msgT = bundle.t;
