import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/purchase/en.json';
import zh from '../../../../locales/purchase/zh.json';
import zhtw from '../../../../locales/purchase/zhtw.json';

describeLocaleBundle('purchase', { zh, zhtw, en }, `${import.meta.dirname}/pages`, 3);
