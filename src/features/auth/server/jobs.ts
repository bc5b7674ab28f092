import type { ServerJob } from '../../../server/jobs/server-job';
import { authRepository } from './repository';

/**
 * Ended and expired sessions stay this long: a client signing in with an old token still learns
 * why it was signed out (replaced 601, revoked 602) rather than only that the token is unknown.
 */
export const SESSION_KEEP_DAYS = 7;
const DAY_MS = 86_400_000;

export const authJobs: readonly ServerJob[] = [
  {
    kind: 'auth.purgeSessions',
    fullName: '清理过期会话',
    names: { zhtw: '清理過期會話', en: 'Purge expired sessions' },
    description: `删除过期或结束超过 ${SESSION_KEEP_DAYS} 天的登录会话，以及已过期的图形验证码、短信验证码和扫码登录票据。`,
    cron: '15 3 * * *',
    async run(ctx) {
      const repo = authRepository(ctx.database.db);
      const now = Date.now();
      const sessions = await repo.purgeSessions(now - SESSION_KEEP_DAYS * DAY_MS);
      const codes = await repo.purgeExpired(now);
      return `删除会话 ${sessions} 个，过期验证码与扫码票据 ${codes} 个`;
    },
  },
];
