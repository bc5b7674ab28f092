import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import type { LoginLogTable } from './tables';

const loginUserColumns = [
  'id',
  'account',
  'realName',
  'passwordHash',
  'mobilePhone',
  'enabledMark',
  'loginErrorCount',
  'lockUntil',
  'theme',
] as const;

/** The only code of the auth feature that touches the database. */
export function authRepository(db: Kysely<DB>) {
  return {
    findUserByAccount: (account: string) =>
      db.selectFrom('baseUser').select(loginUserColumns).where('account', '=', account).executeTakeFirst(),

    findUserById: (id: string) =>
      db.selectFrom('baseUser').select(loginUserColumns).where('id', '=', id).executeTakeFirst(),

    findUsersByMobile: (mobile: string) =>
      db.selectFrom('baseUser').select(loginUserColumns).where('mobilePhone', '=', mobile).execute(),

    setLoginErrors: (userId: string, count: number, lockUntil: number | null) =>
      db.updateTable('baseUser').set({ loginErrorCount: count, lockUntil }).where('id', '=', userId).execute(),

    /** Replaces the hash only if it is still the one verified (a password change in between wins). */
    setPasswordHash: (userId: string, verified: string, next: string) =>
      db.updateTable('baseUser').set({ passwordHash: next }).where('id', '=', userId).where('passwordHash', '=', verified).execute(),

    async unknownAccountFailures(account: string) {
      const row = await db.selectFrom('baseLoginFailure').select('failures').where('account', '=', account).executeTakeFirst();
      return row?.failures ?? 0;
    },

    recordUnknownAccountFailure: (account: string) =>
      db
        .insertInto('baseLoginFailure')
        .values({ account, failures: 1, lastAt: Date.now() })
        .onConflict((oc) => oc.column('account').doUpdateSet((eb) => ({ failures: eb('baseLoginFailure.failures', '+', 1), lastAt: Date.now() })))
        .execute(),

    writeLoginLog: (entry: Omit<LoginLogTable, 'id' | 'creatorTime'>) =>
      db.insertInto('baseLoginLog').values({ ...entry, id: newId(), creatorTime: Date.now() }).execute(),

    saveCaptcha: (key: string, code: string, expiresAt: number) =>
      db
        .insertInto('baseCaptcha')
        .values({ key, code, expiresAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ code, expiresAt }))
        .execute(),

    /** Reads and deletes: a captcha answers once. */
    async takeCaptcha(key: string) {
      const row = await db.selectFrom('baseCaptcha').selectAll().where('key', '=', key).executeTakeFirst();
      if (row) await db.deleteFrom('baseCaptcha').where('key', '=', key).execute();
      return row;
    },

    /** Captchas, SMS codes and QR tickets past their expiry; answers how many went. */
    purgeExpired: async (now: number) => {
      const gone = await Promise.all([
        db.deleteFrom('baseCaptcha').where('expiresAt', '<', now).executeTakeFirst(),
        db.deleteFrom('baseSmsCode').where('expiresAt', '<', now).executeTakeFirst(),
        db.deleteFrom('baseQrTicket').where('expiresAt', '<', now).executeTakeFirst(),
      ]);
      return gone.reduce((n, r) => n + Number(r.numDeletedRows), 0);
    },

    /** Sessions that expired or ended before `before`; answers how many went. */
    purgeSessions: async (before: number) =>
      Number((await db.deleteFrom('baseSession').where((eb) => eb.or([eb('expiresAt', '<', before), eb('endedAt', '<', before)])).executeTakeFirst()).numDeletedRows),

    findSmsCode: (mobile: string) => db.selectFrom('baseSmsCode').selectAll().where('mobile', '=', mobile).executeTakeFirst(),

    saveSmsCode: (mobile: string, code: string, createdAt: number, expiresAt: number) =>
      db
        .insertInto('baseSmsCode')
        .values({ mobile, code, createdAt, expiresAt, attempts: 0 })
        .onConflict((oc) => oc.column('mobile').doUpdateSet({ code, createdAt, expiresAt, attempts: 0 }))
        .execute(),

    countSmsAttempt: (mobile: string) =>
      db.updateTable('baseSmsCode').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('mobile', '=', mobile).execute(),

    deleteSmsCode: (mobile: string) => db.deleteFrom('baseSmsCode').where('mobile', '=', mobile).execute(),

    createQrTicket: (id: string, pollSecretHash: string, createdAt: number, expiresAt: number) =>
      db.insertInto('baseQrTicket').values({ id, pollSecretHash, status: 'waiting', userId: null, createdAt, expiresAt }).execute(),

    findQrTicket: (id: string) => db.selectFrom('baseQrTicket').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Moves a ticket on only from the status expected, so two devices cannot both win. */
    async advanceQrTicket(id: string, from: string[], to: 'scanned' | 'confirmed' | 'consumed', userId?: string) {
      const result = await db
        .updateTable('baseQrTicket')
        .set({ status: to, ...(userId ? { userId } : {}) })
        .where('id', '=', id)
        .where('status', 'in', from as ('waiting' | 'scanned' | 'confirmed' | 'consumed')[])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async getConfigValue(key: string) {
      const row = await db.selectFrom('baseSysConfig').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
