import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/datascreen/en.json';
import zh from '../../../../locales/datascreen/zh.json';
import zhtw from '../../../../locales/datascreen/zhtw.json';

describeLocaleBundle('datascreen', { zh, zhtw, en }, import.meta.dirname, 40);
