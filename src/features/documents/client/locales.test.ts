import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/documents/en.json';
import zh from '../../../../locales/documents/zh.json';
import zhtw from '../../../../locales/documents/zhtw.json';

describeLocaleBundle('documents', { zh, zhtw, en }, `${import.meta.dirname}/pages`, 10);
