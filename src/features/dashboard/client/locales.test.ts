import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/dashboard/en.json';
import zh from '../../../../locales/dashboard/zh.json';
import zhtw from '../../../../locales/dashboard/zhtw.json';

describeLocaleBundle('dashboard', { zh, zhtw, en }, `${import.meta.dirname}/pages`, 3);
