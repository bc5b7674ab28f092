import type { ServerCache } from '../../../server/cache/server-cache';
import type { Vendor } from '../contract';
import type { IntegrationAdapter } from './adapters/adapter';

/** The vendors' access tokens, kept until shortly before they expire (缓存管理 may drop them). */
export function tokenCache(adapters: Readonly<Record<Vendor, IntegrationAdapter>>): ServerCache {
  const held = () => Object.values(adapters).reduce((n, a) => n + a.heldTokens(), 0);
  return {
    name: 'integrations.tokens',
    fullName: '第三方访问令牌',
    names: { zhtw: '第三方存取權杖', en: 'Integration access tokens' },
    description: '企业微信、钉钉的访问令牌，到期前自动更新；清除后下一次同步或推送重新获取。',
    stats: () => ({ entries: held(), bytes: held() * 600 }),
    clearLocal: () => {
      for (const a of Object.values(adapters)) a.clearTokens();
    },
  };
}
