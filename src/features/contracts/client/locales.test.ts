import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/contracts/en.json';
import zh from '../../../../locales/contracts/zh.json';
import zhtw from '../../../../locales/contracts/zhtw.json';

describeLocaleBundle('contracts', { zh, zhtw, en }, `${import.meta.dirname}/pages`, 3);
