import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/portal/en.json';
import zh from '../../../../locales/portal/zh.json';
import zhtw from '../../../../locales/portal/zhtw.json';

describeLocaleBundle('portal', { zh, zhtw, en }, import.meta.dirname, 40);
