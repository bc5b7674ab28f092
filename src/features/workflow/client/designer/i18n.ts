import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/workflow-designer/en.json';
import zh from '../../../../../locales/workflow-designer/zh.json';
import zhtw from '../../../../../locales/workflow-designer/zhtw.json';

/** 流程设计: the list page and the flow designer (locales/workflow-designer/*.json) as the `workflowDesigner` namespace. */
export const bundle = defineLocaleBundle('workflowDesigner', { zh, zhtw, en });
export const useFlowDesignerT = bundle.useT;
export const flowDesignerT = bundle.t;
