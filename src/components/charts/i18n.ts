import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../locales/charts/en.json';
import zh from '../../../locales/charts/zh.json';
import zhtw from '../../../locales/charts/zhtw.json';

/** ChartView's few words (loading, no data, a map that failed), shared by every page that draws charts. */
export const chartsBundle = defineLocaleBundle('charts', { zh, zhtw, en });
export const useChartsT = chartsBundle.useT;
