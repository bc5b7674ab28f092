import type { Kysely, Transaction } from 'kysely';
import { Msg } from '../../../../contract/codes';
import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import type { DB } from '../../../../server/db/schema';
import { fail } from '../../../../server/http/api-error';
import type { DataScope } from '../../../../server/identity/data-scope';
import { hashPassword, md5 } from '../../../../server/identity/passwords';
import type { AuthContext } from '../../../../server/plugins/auth';
import { PermissionModule } from '../../contract/modules';
import { USER_MSG, type UserBody, type UserDetail, type UserRow } from '../../contract/user';
import { relationLoader } from './user-relations';
import { userRefsChecker } from './user-refs';
import { userRepository, type UserRecord } from './user-repository';

type Db = Kysely<DB> | Transaction<DB>;

/** Users: validation against the database, the rules of delete/disable, and list rows. */
export function userService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = userRepository(db);
  const loader = relationLoader(db);

  const scopeOf = (auth: AuthContext): Promise<DataScope> => ctx.dataScope.resolve(auth, PermissionModule.user);

  async function toRows(users: Omit<UserRecord, 'idCard' | 'description'>[]): Promise<UserRow[]> {
    const describe = await loader.describe(users.map((u) => u.id));
    const now = Date.now();
    return users.map((u) => {
      const d = describe(u.id);
      return {
        id: u.id, account: u.account, realName: u.realName, gender: u.gender, headIcon: u.headIcon ?? '',
        organizeName: d.organizeName, organizeIds: d.relations.organizeIds.join(','),
        positionName: d.positionName, positionIds: d.relations.positionIds.join(','),
        roleName: d.roleName, roleIds: d.relations.roleIds.join(','),
        mobilePhone: u.mobilePhone ?? '', email: u.email ?? '', enabledMark: u.enabledMark,
        lockMark: u.lockUntil !== null && u.lockUntil > now ? 1 : 0, isAdministrator: u.isAdministrator,
        sortCode: u.sortCode, creatorTime: u.creatorTime,
      };
    });
  }

  const checkRefs = userRefsChecker(db, repo);

  /** What the operation log keeps of a user (ADR 0026): the form's fields, organisations, positions and roles by name. */
  async function auditView(id: string, loaded?: UserRecord): Promise<Record<string, unknown> | null> {
    const user = loaded ?? (await repo.findInScope({ all: true }, id));
    if (!user) return null;
    const [row] = await toRows([user]);
    const { account, realName, gender, mobilePhone, email, organizeName, positionName, roleName, enabledMark, sortCode } = row!;
    return { account, realName, gender, mobilePhone, email, idCard: user.idCard ?? '', organizeName, positionName, roleName, managerId: user.managerId ?? '', description: user.description ?? '', enabledMark, sortCode };
  }
  const audited = async (auth: AuthContext, id: string, before: Record<string, unknown> | null) =>
    ctx.audit.change(auth, { module: PermissionModule.user, entity: 'user', id, before, after: await auditView(id) });

  /**
   * Roles and positions carry grants; a caller who is not super administrator may hand out only
   * those whose every grant they hold themselves (as on the authorise screen). Answers the ids refused.
   */
  async function notGrantable(auth: AuthContext, roleIds: string[], positionIds: string[]): Promise<Set<string>> {
    if (auth.isAdministrator || roleIds.length + positionIds.length === 0) return new Set();
    const held = await ctx.access.heldKeys(auth.userId);
    const rows = await repo.grantsOf(roleIds, positionIds);
    return new Set(rows.filter((g) => !held.has(`${g.itemType}:${g.itemId}`)).map((g) => g.objectId));
  }
  async function assertGrantable(auth: AuthContext, body: UserBody, before?: { roleIds: string[]; positionIds: string[] }) {
    const added = (now: string[], had: string[] = []) => now.filter((id) => !had.includes(id));
    const refused = await notGrantable(auth, added(body.roleIds, before?.roleIds), added(body.positionIds, before?.positionIds));
    if (refused.size > 0) throw fail.forbidden(USER_MSG.notGrantable);
  }

  const fields = (body: UserBody) => ({
    account: body.account, realName: body.realName, mobilePhone: body.mobilePhone || null, email: body.email || null,
    idCard: body.idCard ? body.idCard.toUpperCase() : null, gender: body.gender ?? null, description: body.description ?? null,
    managerId: body.managerId ?? null,
  });

  /** Inserts one user with its relations (the caller validated the body and owns the transaction). */
  async function insert(trx: Db, body: UserBody, passwordHash: string, major: { majorOrganizeId: string; majorPositionId: string | null }) {
    const id = newId();
    await trx.insertInto('baseUser').values({
      id, ...fields(body), passwordHash, headIcon: null, organizeId: major.majorOrganizeId, positionId: major.majorPositionId,
      isAdministrator: 0, enabledMark: body.enabledMark ?? 1, lockUntil: null, theme: 'classic', language: 'zh', portalId: null,
      sortCode: body.sortCode ?? 0, creatorTime: Date.now(), lastModifyTime: null,
    }).execute();
    await repo.replaceRelations(trx, id, body);
    return id;
  }

  async function inScope(auth: AuthContext, id: string) {
    const user = await repo.findInScope(await scopeOf(auth), id);
    if (!user) throw fail.notFound();
    return user;
  }
  /** Only a super administrator changes a super administrator (else a reset password would hand over the system). */
  function protectAdmin(auth: AuthContext, user: { isAdministrator: number }) {
    if (user.isAdministrator === 1 && !auth.isAdministrator) throw fail.forbidden(USER_MSG.adminProtected);
  }

  /** A disabled or deleted user's sessions end, and their open sockets (on any server) are told at once. */
  async function signOut(id: string) {
    await ctx.sessions.endAllForUser(id, 'revoked');
    ctx.realtime.kick(id, Msg.tokenRevoked);
  }

  return {
    db,
    repo,
    loader,
    scopeOf,
    toRows,
    checkRefs,
    notGrantable,
    insert,
    inScope,
    defaultPasswordHash: async () => hashPassword(md5(await repo.defaultPassword())),

    async detail(auth: AuthContext, id: string): Promise<UserDetail> {
      const user = await inScope(auth, id);
      const [row] = await toRows([user]);
      return { ...row!, idCard: user.idCard ?? '', description: user.description ?? '', majorOrganizeId: user.organizeId ?? '', majorPositionId: user.positionId ?? '', managerId: user.managerId ?? '' };
    },

    async create(auth: AuthContext, body: UserBody) {
      if (await repo.accountTaken(body.account)) throw fail.badRequest(USER_MSG.accountExists);
      const major = await checkRefs(body);
      await assertGrantable(auth, body);
      const passwordHash = await hashPassword(md5(await repo.defaultPassword()));
      let id: string;
      try {
        id = await db.transaction().execute((trx) => insert(trx, body, passwordHash, major));
      } catch (error) {
        // Two admins creating the same account at once: the unique constraint decides.
        if (await repo.accountTaken(body.account)) throw fail.badRequest(USER_MSG.accountExists);
        throw error;
      }
      await audited(auth, id, null);
      return id;
    },

    async update(auth: AuthContext, id: string, body: UserBody) {
      const user = await inScope(auth, id);
      protectAdmin(auth, user);
      if (await repo.accountTaken(body.account, id)) throw fail.badRequest(USER_MSG.accountExists);
      const major = await checkRefs(body, id);
      await assertGrantable(auth, body, (await loader.relationsOf([id])).get(id));
      const before = await auditView(id, user);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('baseUser').set({
          ...fields(body), organizeId: major.majorOrganizeId, positionId: major.majorPositionId,
          enabledMark: user.isAdministrator === 1 ? 1 : (body.enabledMark ?? user.enabledMark), sortCode: body.sortCode ?? user.sortCode, lastModifyTime: Date.now(),
        }).where('id', '=', id).execute();
        await repo.replaceRelations(trx, id, body);
      });
      await audited(auth, id, before);
      if (body.enabledMark === 0 && user.enabledMark === 1 && user.isAdministrator !== 1) await signOut(id);
    },

    async remove(auth: AuthContext, id: string) {
      if (id === auth.userId) throw fail.badRequest(USER_MSG.deleteSelf);
      const user = await inScope(auth, id);
      if (user.isAdministrator === 1) throw fail.badRequest(USER_MSG.deleteAdmin);
      const before = await auditView(id, user);
      await signOut(id);
      await repo.remove(id);
      ctx.audit.change(auth, { module: PermissionModule.user, entity: 'user', id, before, after: null });
    },

    async toggleState(auth: AuthContext, id: string) {
      const user = await inScope(auth, id);
      const next = user.enabledMark === 1 ? 0 : 1;
      if (next === 0 && id === auth.userId) throw fail.badRequest(USER_MSG.disableSelf);
      if (next === 0 && user.isAdministrator === 1) throw fail.badRequest(USER_MSG.disableAdmin);
      await repo.update(id, { enabledMark: next });
      ctx.audit.change(auth, { module: PermissionModule.user, entity: 'user', id, before: { enabledMark: user.enabledMark }, after: { enabledMark: next } });
      if (next === 0) await signOut(id);
      return next;
    },

    async resetPassword(auth: AuthContext, id: string) {
      protectAdmin(auth, await inScope(auth, id));
      await repo.update(id, { passwordHash: await hashPassword(md5(await repo.defaultPassword())), loginErrorCount: 0, lockUntil: null });
    },

    async unlock(auth: AuthContext, id: string) {
      await inScope(auth, id);
      await repo.update(id, { loginErrorCount: 0, lockUntil: null });
    },
  };
}
export type UserService = ReturnType<typeof userService>;
