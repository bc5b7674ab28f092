import { describeLocaleBundle } from '@/lib/testing/describe-locale-bundle';
import en from '../../../../locales/integrations/en.json';
import zh from '../../../../locales/integrations/zh.json';
import zhtw from '../../../../locales/integrations/zhtw.json';

describeLocaleBundle('integrations', { zh, zhtw, en }, `${import.meta.dirname}/pages`, 10);
