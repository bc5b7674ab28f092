import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../../locales/visualdev-designer/en.json';
import zh from '../../../../../locales/visualdev-designer/zh.json';
import zhtw from '../../../../../locales/visualdev-designer/zhtw.json';

describeLocaleBundle('visualdev-designer', { zh, zhtw, en }, import.meta.dirname, 100);
