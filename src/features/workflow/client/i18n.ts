import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../locales/workflow/en.json';
import zh from '../../../../locales/workflow/zh.json';
import zhtw from '../../../../locales/workflow/zhtw.json';

/** 工作流程's strings: locales/workflow/*.json as the `workflow` namespace. */
export const bundle = defineLocaleBundle('workflow', { zh, zhtw, en });
export const useWorkflowT = bundle.useT;
