import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/investment/en.json';
import zh from '../../../../locales/investment/zh.json';
import zhtw from '../../../../locales/investment/zhtw.json';

describeLocaleBundle('investment', { zh, zhtw, en }, `${import.meta.dirname}/pages`, 3);
