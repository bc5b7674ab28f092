import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../../locales/system-settings/en.json';
import zh from '../../../../../locales/system-settings/zh.json';
import zhtw from '../../../../../locales/system-settings/zhtw.json';

describeLocaleBundle('system-settings', { zh, zhtw, en }, import.meta.dirname);
