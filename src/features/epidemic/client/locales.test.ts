import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/epidemic/en.json';
import zh from '../../../../locales/epidemic/zh.json';
import zhtw from '../../../../locales/epidemic/zhtw.json';

describeLocaleBundle('epidemic', { zh, zhtw, en }, `${import.meta.dirname}/pages`, 10);
