import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AccessRepository } from '../../../server/identity/access-repository';
import type { AccessService, Grants } from '../../../server/identity/access';
import type { SettingsReader } from '../../../server/identity/settings';
import type { AccessSnapshot } from '../../../server/identity/snapshot';
import type { SystemSettings } from '../../system/contract';
import type { AuthContext } from '../../../server/plugins/auth';
import { IP_PLACE_NAMES, type CurrentUser, type MenuNode, type PermissionEntry, type SysConfigInfo, type UserInfo } from '../contract';
import { toLayout } from './service';

type ModuleRow = Awaited<ReturnType<AccessRepository['enabledModules']>>[number];

/** Permitted menus as a tree; a directory shows only when something under it is permitted. */
export function buildMenuTree(modules: ModuleRow[], permitted: Set<string>): MenuNode[] {
  const byParent = new Map<string, ModuleRow[]>();
  for (const m of modules) byParent.set(m.parentId, [...(byParent.get(m.parentId) ?? []), m]);
  const build = (parentId: string): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((m) => permitted.has(m.id))
      .map((m) => {
        const children = build(m.id);
        return { ...m, hidden: m.hidden === 1, hasChildren: children.length > 0, children };
      })
      .filter((n) => n.type !== 1 || n.children.length > 0);
  return build('-1');
}

function permissionList(modules: ModuleRow[], grants: Grants): PermissionEntry[] {
  return modules
    .filter((m) => grants.moduleIds.has(m.id) && m.type !== 1)
    .map((m) => ({
      modelId: m.id,
      moduleName: m.fullName,
      button: grants.items.button.get(m.id) ?? [],
      column: grants.items.column.get(m.id) ?? [],
      form: grants.items.form.get(m.id) ?? [],
    }));
}

/**
 * GET /api/oauth/CurrentUser from the user's access snapshot (ADR access-snapshot): menus,
 * permissions, roles, positions and organisation names are computed once per access generation;
 * per call only the user's row and the last sign-ins are read.
 */
export function currentUserService(db: Kysely<DB>, repo: AccessRepository, access: AccessService, settings: SettingsReader, homePortal?: (auth: AuthContext) => Promise<string | null>) {
  /** The user's organisation path and company/department as the session sees them (it may have switched). */
  async function placement(rel: AccessSnapshot['relations'], organizeId: string | null) {
    const orgs = await repo.organizes([...new Set([...rel.organizeIds, ...(organizeId ? [organizeId] : [])])]);
    const current = orgs.find((o) => o.id === organizeId) ?? orgs[0];
    const path = current ? await repo.organizes(current.organizeIdTree.split(',')) : [];
    const ordered = current ? current.organizeIdTree.split(',').map((id) => path.find((p) => p.id === id)!).filter(Boolean) : [];
    const company = [...ordered].reverse().find((o) => o.category === 'company');
    const department = current?.category === 'department' ? current : undefined;
    return { current, ordered, company, department };
  }

  async function userInfo(auth: AuthContext, snapshot: AccessSnapshot): Promise<UserInfo> {
    const user = await db.selectFrom('baseUser').selectAll().where('id', '=', auth.userId).executeTakeFirst();
    if (!user) throw fail.tokenInvalid();
    const { relations: rel, roles, positions } = snapshot;
    const { current, ordered, company, department } = await snapshot.memo(`placement:${auth.organizeId ?? ''}`, () => placement(rel, auth.organizeId));
    const major = positions.find((p) => p.id === user.positionId) ?? positions[0];
    // The newest login row is this sign-in; the one before it is what the user is told about.
    const logins = await db
      .selectFrom('baseLoginLog')
      .select(['creatorTime', 'ip'])
      .where('userId', '=', user.id)
      .where('type', '=', 'login')
      .orderBy('creatorTime', 'desc')
      .limit(2)
      .execute();
    const prev = logins[1];
    return {
      userId: user.id,
      userName: user.realName,
      userAccount: user.account,
      headIcon: user.headIcon ?? '',
      organizeId: company?.id ?? current?.id ?? '',
      organizeIds: rel.organizeIds.join(','),
      organizeName: ordered.map((o) => o.fullName).join('/'),
      departmentId: department?.id ?? '',
      departmentName: department?.fullName ?? '',
      positionIds: positions.map((p) => ({ id: p.id, fullName: p.fullName })),
      positionName: major?.fullName ?? '',
      roleIds: roles.map((r) => r.id),
      roleName: roles.map((r) => r.fullName).join(','),
      isAdministrator: user.isAdministrator === 1,
      // The portal /home shows (门户: the user's own, else their roles'); without the portal feature, the stored one.
      portalId: (homePortal ? await homePortal(auth) : user.portalId) ?? '',
      theme: toLayout(user.theme),
      language: user.language ?? 'zh',
      mobilePhone: user.mobilePhone ?? '',
      email: user.email ?? '',
      prevLogin: prev ? 1 : 0,
      prevLoginTime: prev?.creatorTime ?? null,
      prevLoginIPAddress: prev?.ip ?? '',
      prevLoginIPAddressName: prev?.ip ? describeIp(prev.ip) : '',
    };
  }

  const sysConfigInfo = (s: SystemSettings): SysConfigInfo =>
    ({ sysName: s.sysName, sysVersion: s.sysVersion, logoIcon: s.logoIcon, navigationIcon: s.navigationIcon, author: s.author, copyright: s.copyright });

  return {
    async get(auth: AuthContext): Promise<CurrentUser> {
      const snapshot = await access.snapshots.of(auth.userId, auth);
      const catalog = await access.snapshots.catalog(auth);
      const grants = await access.grantsOf({ id: auth.userId, isAdministrator: auth.isAdministrator }, auth);
      const menus = await snapshot.memo(`menus:${auth.isAdministrator}:${catalog.generation}`, async () => ({
        menuList: buildMenuTree(catalog.modules, grants.moduleIds),
        permissionList: permissionList(catalog.modules, grants),
      }));
      return { ...menus, userInfo: await userInfo(auth, snapshot), sysConfigInfo: sysConfigInfo(await settings.get(auth)) };
    },
  };
}

/** Without a geo-IP database we can still say what kind of address it was. */
function describeIp(ip: string): string {
  if (/^(127\.|::1$|::ffff:127\.)/.test(ip)) return IP_PLACE_NAMES.local;
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::ffff:(10|192\.168)\.)/.test(ip)) return IP_PLACE_NAMES.lan;
  return IP_PLACE_NAMES.internet;
}
