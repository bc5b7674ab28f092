import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/integrations/en.json';
import zh from '../../../../locales/integrations/zh.json';
import zhtw from '../../../../locales/integrations/zhtw.json';

/** 第三方集成's strings: locales/integrations/*.json as the `integrations` namespace. */
export const bundle = defineLocaleBundle('integrations', { zh, zhtw, en });
export const useIntegrationsT = bundle.useT;
