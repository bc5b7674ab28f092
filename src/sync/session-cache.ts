import Dexie from 'dexie';
import { currentUser, type CurrentUser, type MenuNode } from '@/features/auth/contract';
import { dbName, openUserDb, type QingbanDb } from './db';
import type { LocalRow } from './types';

/**
 * The last CurrentUser answer (menus, permissions, user info, system config) in the user's device
 * store, so the shell starts without a network (docs/adr/0009). Menus are kept one row per entry
 * with their parent and position, permissions one row per page (modelId), the user one row.
 */
const SYS_CONFIG_KEY = 'session:sysConfig';
const SAVED_AT_KEY = 'session:savedAt';

interface MenuRow extends LocalRow {
  _parent: string | null;
  _order: number;
}

function flattenMenus(nodes: readonly MenuNode[], parent: string | null, out: MenuRow[]): MenuRow[] {
  for (const { children, ...node } of nodes) {
    out.push({ ...node, _parent: parent, _order: out.length });
    flattenMenus(children, node.id, out);
  }
  return out;
}

function buildMenus(rows: readonly MenuRow[]): MenuNode[] {
  const sorted = [...rows].sort((a, b) => a._order - b._order);
  const nodes = new Map(sorted.map(({ _parent: _p, _order: _o, _version: _v, ...row }) => [row.id, { ...(row as unknown as MenuNode), children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.id)!;
    const parent = row._parent === null ? undefined : nodes.get(row._parent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** After CurrentUser succeeded: replaces what the device keeps of the session, in one transaction. */
export async function saveSessionCache(db: QingbanDb, info: CurrentUser, now = Date.now()): Promise<void> {
  const { userId } = info.userInfo;
  await db.transaction('rw', [db.menus, db.permissions, db.userInfo, db.meta], async () => {
    await Promise.all([db.menus.clear(), db.permissions.clear(), db.userInfo.clear()]);
    await db.menus.bulkPut(flattenMenus(info.menuList, null, []));
    await db.permissions.bulkPut(info.permissionList.map((p) => ({ ...p, id: p.modelId })));
    await db.userInfo.put({ ...info.userInfo, id: userId });
    await db.setMeta(SYS_CONFIG_KEY, info.sysConfigInfo);
    await db.setMeta(SAVED_AT_KEY, now);
  });
}

const strip = <T extends LocalRow>({ id: _id, _version: _v, ...rest }: T) => rest;

/** What the device keeps of the session, or null when it holds none (or none this version can read). */
export async function readSessionCache(db: QingbanDb): Promise<CurrentUser | null> {
  const [user, menus, permissions, sysConfigInfo] = await db.transaction('r', [db.menus, db.permissions, db.userInfo, db.meta], () =>
    Promise.all([db.userInfo.get(db.userId), db.menus.toArray().then((rows) => rows as MenuRow[]), db.permissions.toArray(), db.getMeta<unknown>(SYS_CONFIG_KEY, null)]),
  );
  if (!user) return null;
  const parsed = currentUser.safeParse({
    menuList: buildMenus(menus),
    permissionList: permissions.map(strip),
    userInfo: { ...strip(user), userId: db.userId },
    sysConfigInfo,
  });
  return parsed.success ? parsed.data : null;
}

/** For a start without network: the session kept in this user's store, without creating a store that is not there. */
export async function readUserSessionCache(userId: string): Promise<CurrentUser | null> {
  if (!(await Dexie.exists(dbName(userId)))) return null;
  return readSessionCache(await openUserDb(userId));
}
