import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/visualdev-designer/en.json';
import zh from '../../../../../locales/visualdev-designer/zh.json';
import zhtw from '../../../../../locales/visualdev-designer/zhtw.json';

/** 表单设计器 and the Web设计 / App设计 pages (locales/visualdev-designer/*.json) as the `vdDesigner` namespace. */
export const bundle = defineLocaleBundle('vdDesigner', { zh, zhtw, en });
export const useDesignerT = bundle.useT;
export const designerT = bundle.t;
