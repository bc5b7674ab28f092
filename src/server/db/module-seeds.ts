import type { Kysely } from 'kysely';
import { newId } from '../../contract/ids';
import type { DB } from './schema';

/** A menu entry a feature contributes, with its buttons, list columns and form fields. */
export interface ModuleSeed {
  enCode: string;
  fullName: string;
  /** Its name in the other two languages of the client (§9: zh, zhtw, en); the sidebar, tags and titles show them. */
  names: { zhtw: string; en: string };
  /** 1 directory, 2 page, 3 model, 4 dictionary, 5 report, 6 data screen, 7 external link, 8 portal. */
  type: number;
  parent?: string;
  urlAddress?: string;
  icon?: string;
  sortCode: number;
  keepAlive?: 0 | 1;
  linkTarget?: '_self' | '_blank';
  propertyJson?: string;
  buttons?: [enCode: string, fullName: string][];
  columns?: [enCode: string, fullName: string][];
  forms?: [enCode: string, fullName: string][];
}

/** What a seed says of a menu's editable fields: a new row's values, and what 恢复默认 puts back. */
export function seededValues(seed: ModuleSeed, parentId: string) {
  return {
    parentId,
    type: seed.type,
    fullName: seed.fullName,
    fullNameZhtw: seed.names.zhtw,
    fullNameEn: seed.names.en,
    urlAddress: seed.urlAddress ?? null,
    icon: seed.icon ?? null,
    keepAlive: seed.keepAlive ?? 1,
    linkTarget: seed.linkTarget ?? null,
    propertyJson: seed.propertyJson ?? null,
    sortCode: seed.sortCode,
    enabledMark: 1,
    hidden: 0,
  };
}

const ITEM_TABLES = { buttons: 'baseModuleButton', columns: 'baseModuleColumn', forms: 'baseModuleForm' } as const;

/**
 * Brings the menus of every feature into the database: inserts what is missing (by enCode), fills
 * names per language still empty (unless an administrator edited the menu: `customised`), never
 * overwrites an existing row. Built-in menus and items cannot be deleted through the menu
 * administration, so nothing an administrator removed comes back here. New entries are granted to `grantRoleEnCode`, so the
 * system administrator sees a feature as soon as it ships. Runs at every start.
 */
export async function syncModules(db: Kysely<DB>, seeds: readonly ModuleSeed[], grantRoleEnCode = 'superAdmin') {
  const now = Date.now();
  const role = await db.selectFrom('baseRole').select('id').where('enCode', '=', grantRoleEnCode).executeTakeFirst();
  const rows = await db.selectFrom('baseModule').select(['id', 'enCode', 'fullNameZhtw', 'fullNameEn', 'customised']).execute();
  const existing = new Map(rows.map((m) => [m.enCode, m.id]));
  // A menu an administrator edited keeps even an emptied name (ADR menu-administration).
  const unnamed = new Set(rows.filter((m) => m.customised !== 1 && (m.fullNameZhtw === null || m.fullNameEn === null)).map((m) => m.enCode));
  const grant = async (itemType: 'module' | 'button' | 'column' | 'form', itemId: string) => {
    if (role) await db.insertInto('baseAuthorize').values({ id: newId(), itemType, itemId, objectType: 'Role', objectId: role.id, creatorTime: now }).execute();
  };
  let added = 0;
  for (const seed of seeds) {
    let id = existing.get(seed.enCode);
    if (!id) {
      id = newId();
      await db
        .insertInto('baseModule')
        .values({ id, ...seededValues(seed, seed.parent ? (existing.get(seed.parent) ?? '-1') : '-1'), enCode: seed.enCode, category: 'Web', description: null, creatorTime: now })
        .execute();
      existing.set(seed.enCode, id);
      await grant('module', id);
      added++;
    } else if (unnamed.has(seed.enCode)) {
      // Menus installed before names per language existed get them; a name an administrator set stays.
      await db.updateTable('baseModule').set((eb) => ({ fullNameZhtw: eb.fn.coalesce('fullNameZhtw', eb.val(seed.names.zhtw)), fullNameEn: eb.fn.coalesce('fullNameEn', eb.val(seed.names.en)) })).where('id', '=', id).execute();
    }
    for (const key of ['buttons', 'columns', 'forms'] as const) {
      const table = ITEM_TABLES[key];
      const have = new Set((await db.selectFrom(table).select('enCode').where('moduleId', '=', id).execute()).map((r) => r.enCode));
      for (const [index, [enCode, fullName]] of (seed[key] ?? []).entries()) {
        if (have.has(enCode)) continue;
        const itemId = newId();
        await db.insertInto(table).values({ id: itemId, moduleId: id, enCode, fullName, sortCode: index, enabledMark: 1 }).execute();
        await grant(key === 'buttons' ? 'button' : key === 'columns' ? 'column' : 'form', itemId);
      }
    }
  }
  return added;
}

/** Grants a role one menu with the named buttons and all its columns and form fields (demo roles). */
export async function grantModuleToRole(db: Kysely<DB>, roleEnCode: string, moduleEnCode: string, buttons: string[]) {
  const role = await db.selectFrom('baseRole').select('id').where('enCode', '=', roleEnCode).executeTakeFirst();
  const module = await db.selectFrom('baseModule').select(['id', 'parentId']).where('enCode', '=', moduleEnCode).executeTakeFirst();
  if (!role || !module) return;
  const now = Date.now();
  const rows: { itemType: 'module' | 'button' | 'column' | 'form'; itemId: string }[] = [{ itemType: 'module', itemId: module.id }];
  if (module.parentId !== '-1') rows.push({ itemType: 'module', itemId: module.parentId });
  for (const b of await db.selectFrom('baseModuleButton').select(['id', 'enCode']).where('moduleId', '=', module.id).execute()) {
    if (buttons.includes(b.enCode)) rows.push({ itemType: 'button', itemId: b.id });
  }
  for (const c of await db.selectFrom('baseModuleColumn').select('id').where('moduleId', '=', module.id).execute()) rows.push({ itemType: 'column', itemId: c.id });
  for (const f of await db.selectFrom('baseModuleForm').select('id').where('moduleId', '=', module.id).execute()) rows.push({ itemType: 'form', itemId: f.id });
  // Two features under one directory each grant it: the role holds it once.
  const held = new Set((await db.selectFrom('baseAuthorize').select(['itemType', 'itemId']).where('objectType', '=', 'Role').where('objectId', '=', role.id).execute()).map((a) => `${a.itemType}:${a.itemId}`));
  for (const r of rows) {
    if (held.has(`${r.itemType}:${r.itemId}`)) continue;
    await db.insertInto('baseAuthorize').values({ id: newId(), ...r, objectType: 'Role', objectId: role.id, creatorTime: now }).execute();
  }
}
