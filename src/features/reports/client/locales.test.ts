import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/reports/en.json';
import zh from '../../../../locales/reports/zh.json';
import zhtw from '../../../../locales/reports/zhtw.json';
import chartsEn from '../../../../locales/charts/en.json';
import chartsZh from '../../../../locales/charts/zh.json';
import chartsZhtw from '../../../../locales/charts/zhtw.json';

describeLocaleBundle('reports', { zh, zhtw, en }, import.meta.dirname, 40);
describeLocaleBundle('charts', { zh: chartsZh, zhtw: chartsZhtw, en: chartsEn }, `${import.meta.dirname}/../../../components/charts`, 4);
