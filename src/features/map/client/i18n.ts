import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/map/en.json';
import zh from '../../../../locales/map/zh.json';
import zhtw from '../../../../locales/map/zhtw.json';

/** 地图 brings its own strings (locales/map/*.json) as the `map` namespace. */
export const bundle = defineLocaleBundle('map', { zh, zhtw, en });
export const useMapT = bundle.useT;
