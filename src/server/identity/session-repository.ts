import type { Kysely } from 'kysely';
import { newId } from '../../contract/ids';
import type { DB } from '../db/schema';
import { hashToken, newToken } from './tokens';

export interface NewSession {
  userId: string;
  ttlMs: number;
  ip?: string;
  userAgent?: string;
  device?: string;
}

export type EndReason = 'logout' | 'replaced' | 'revoked';

export function sessionRepository(db: Kysely<DB>) {
  return {
    async create(input: NewSession) {
      const token = newToken();
      const now = Date.now();
      const id = newId(now);
      await db
        .insertInto('baseSession')
        .values({
          id,
          tokenHash: hashToken(token),
          userId: input.userId,
          createdAt: now,
          expiresAt: now + input.ttlMs,
          lastSeenAt: now,
          endedAt: null,
          endReason: null,
          ip: input.ip ?? null,
          userAgent: input.userAgent?.slice(0, 500) ?? null,
          device: input.device ?? null,
          organizeId: null,
        })
        .execute();
      return { id, token };
    },

    findByToken(token: string) {
      return db
        .selectFrom('baseSession')
        .innerJoin('baseUser', 'baseUser.id', 'baseSession.userId')
        .select([
          'baseSession.id as sessionId',
          'baseSession.userId',
          'baseSession.expiresAt',
          'baseSession.lastSeenAt',
          'baseSession.endedAt',
          'baseSession.endReason',
          'baseSession.organizeId as sessionOrganizeId',
          'baseUser.account',
          'baseUser.realName',
          'baseUser.isAdministrator',
          'baseUser.enabledMark',
          'baseUser.organizeId',
        ])
        .where('baseSession.tokenHash', '=', hashToken(token))
        .executeTakeFirst();
    },

    /** Sliding expiry: extend on use, written at most once a minute per session. */
    async touch(sessionId: string, ttlMs: number) {
      const now = Date.now();
      await db
        .updateTable('baseSession')
        .set({ lastSeenAt: now, expiresAt: now + ttlMs })
        .where('id', '=', sessionId)
        .execute();
    },

    async end(sessionId: string, reason: EndReason) {
      await db
        .updateTable('baseSession')
        .set({ endedAt: Date.now(), endReason: reason })
        .where('id', '=', sessionId)
        .where('endedAt', 'is', null)
        .execute();
    },

    async endAllForUser(userId: string, reason: EndReason, exceptSessionId?: string) {
      let q = db
        .updateTable('baseSession')
        .set({ endedAt: Date.now(), endReason: reason })
        .where('userId', '=', userId)
        .where('endedAt', 'is', null);
      if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async setOrganize(sessionId: string, organizeId: string) {
      await db.updateTable('baseSession').set({ organizeId }).where('id', '=', sessionId).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
