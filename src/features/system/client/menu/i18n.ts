import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/system-menu/en.json';
import zh from '../../../../../locales/system-menu/zh.json';
import zhtw from '../../../../../locales/system-menu/zhtw.json';

/** 菜单管理, 图标管理 and 翻译管理 bring their strings (locales/system-menu/*.json) as the `system-menu` namespace. */
export const bundle = defineLocaleBundle('system-menu', { zh, zhtw, en });
export const useMenuT = bundle.useT;
export const menuT = bundle.t;
