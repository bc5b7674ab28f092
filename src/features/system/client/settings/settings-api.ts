import { SysConfigApi, type SystemSettings } from '@/features/system/contract';
import { http } from '@/lib/http/client';

export const settingsApi = {
  get: () => http.get<SystemSettings>(SysConfigApi.base),
  save: (body: SystemSettings) => http.action('PUT', SysConfigApi.base, body),
};
