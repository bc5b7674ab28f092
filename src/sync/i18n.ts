import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../locales/sync/en.json';
import zh from '../../locales/sync/zh.json';
import zhtw from '../../locales/sync/zhtw.json';

/** The sync strings (locales/sync/*.json) as the `sync` namespace of the shell's i18n instance. */
const bundle = defineLocaleBundle('sync', { zh, zhtw, en });
export const SYNC_NS = bundle.ns;
export const registerSyncLocales = bundle.register;
export const useSyncT = bundle.useT;
export const syncT = bundle.t;
