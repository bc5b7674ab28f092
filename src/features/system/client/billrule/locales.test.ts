import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../../locales/system-billrule/en.json';
import zh from '../../../../../locales/system-billrule/zh.json';
import zhtw from '../../../../../locales/system-billrule/zhtw.json';

describeLocaleBundle('system-billrule', { zh, zhtw, en }, import.meta.dirname);
