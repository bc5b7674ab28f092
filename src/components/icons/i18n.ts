import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../locales/icons/en.json';
import zh from '../../../locales/icons/zh.json';
import zhtw from '../../../locales/icons/zhtw.json';

/** The icon picker's and icon library's strings (locales/icons/*.json), namespace `icons`. */
export const iconsBundle = defineLocaleBundle('icons', { zh, zhtw, en });
export const useIconsT = iconsBundle.useT;
