import { defineLocaleBundle } from '@/lib/locale-bundle';
import en from '../../../../../locales/system-ops/en.json';
import zh from '../../../../../locales/system-ops/zh.json';
import zhtw from '../../../../../locales/system-ops/zhtw.json';

/** 定时任务, 缓存管理, 系统监控 and 数据备份 bring their strings (locales/system-ops/*.json) as the `system-ops` namespace. */
export const opsBundle = defineLocaleBundle('system-ops', { zh, zhtw, en });
export const useOpsT = opsBundle.useT;
export const opsT = opsBundle.t;
