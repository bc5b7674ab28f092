import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ScopeRule } from '../../contract/data-scope';
import type { DB } from '../db/schema';
import type { AccessRepository, Relations } from './access-repository';
import type { AccessSnapshots } from './snapshot';

/** One granted scheme, resolved to concrete ids: a row passes when every condition holds. */
export interface ScopeCondition {
  /** 'org' and 'user' are the feature's organisation and owner columns; others are named fields. */
  field: string;
  op: 'in' | 'notIn';
  values: string[];
}
/** A row is visible when any granted scheme passes (or always, for `all`). */
export type DataScope = { all: true } | { all: false; anyOf: ScopeCondition[][] };

/** How a feature's table answers the scope: its organisation expression, owner column, named fields. */
export interface ScopeTarget {
  org?: (ids: string[]) => Expression<SqlBool>;
  user?: string;
  fields?: Record<string, string>;
}

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

function condition(target: ScopeTarget, c: ScopeCondition): Expression<SqlBool> {
  if (c.values.length === 0) return c.op === 'in' ? FALSE : TRUE;
  let expr: Expression<SqlBool>;
  if (c.field === 'org') {
    if (!target.org) return FALSE;
    expr = target.org(c.values);
  } else {
    const column = c.field === 'user' ? target.user : target.fields?.[c.field];
    // A rule naming a field this list does not have cannot be satisfied: deny, never ignore.
    if (!column) return FALSE;
    expr = sql<SqlBool>`${sql.ref(column)} in (${sql.join(c.values)})`;
  }
  return c.op === 'in' ? expr : sql<SqlBool>`not (${expr})`;
}

/** The WHERE condition that keeps a list inside the caller's data scope. */
export function scopeWhere(scope: DataScope, target: ScopeTarget): Expression<SqlBool> {
  if (scope.all) return TRUE;
  if (scope.anyOf.length === 0) return FALSE;
  const schemes = scope.anyOf.map((conds) => (conds.length === 0 ? TRUE : sql<SqlBool>`(${sql.join(conds.map((c) => condition(target, c)), sql` and `)})`));
  return sql<SqlBool>`(${sql.join(schemes, sql` or `)})`;
}

/**
 * Resolves which rows of a menu the user may see. No scheme granted for the menu means the menu
 * permission alone decides (all rows); granted schemes widen each other (OR). Resolved once per
 * access generation, menu and current organisation, in the user's snapshot (ADR access-snapshot).
 */
export function dataScopeService(db: Kysely<DB>, repo: AccessRepository, snapshots: AccessSnapshots) {
  async function subtreeIds(orgId: string) {
    const rows = await db.selectFrom('baseOrganize').select('id').where((eb) => eb.or([eb('id', '=', orgId), eb('organizeIdTree', 'like', `%${orgId},%`)])).execute();
    return rows.map((r) => r.id);
  }

  return {
    async resolve(user: { userId: string; isAdministrator: boolean; organizeId: string | null }, moduleEnCode: string): Promise<DataScope> {
      if (user.isAdministrator) return { all: true };
      const snapshot = await snapshots.of(user.userId, user);
      return snapshot.memo(`scope:${moduleEnCode}:${user.organizeId ?? ''}`, () => resolveFresh(user, moduleEnCode, snapshot.relations, snapshot.heldKeys));
    },
  };

  /**
   * The entries whose schemes decide: the page's own and the others opening the same page (ADR 0032)
   * that the user holds — or the page's own alone when they hold none of them (as before).
   */
  async function deciding(moduleEnCode: string, held: Set<string>, request: object): Promise<string[] | null> {
    const entry = (await snapshots.catalog(request)).byCode.get(moduleEnCode);
    if (!entry) {
      const module = await db.selectFrom('baseModule').select('id').where('enCode', '=', moduleEnCode).executeTakeFirst();
      return module ? [module.id] : null;
    }
    const holding = [entry, ...entry.samePage].filter((m) => held.has(`module:${m.id}`)).map((m) => m.id);
    return holding.length ? holding : [entry.id];
  }

  async function resolveFresh(user: { userId: string; organizeId: string | null }, moduleEnCode: string, rel: Relations, held: Set<string>): Promise<DataScope> {
    const moduleIds = await deciding(moduleEnCode, held, user);
    if (!moduleIds) return { all: false, anyOf: [] };
    const schemeIds = [...held].filter((k) => k.startsWith('resource:')).map((k) => k.slice('resource:'.length));
    const schemes = schemeIds.length === 0 ? [] : await db.selectFrom('baseModuleDataScheme').selectAll().where('moduleId', 'in', moduleIds).where('id', 'in', schemeIds).execute();
    // Per entry: no scheme granted means the entry alone decides (all rows); entries widen each other.
    if (moduleIds.some((id) => !schemes.some((s) => s.moduleId === id)) || schemes.some((s) => s.scopeType === 'all')) return { all: true };

    const deptId = user.organizeId ?? rel.organizeIds[0] ?? '';
    const dept = deptId ? (await repo.organizes([deptId]))[0] : undefined;
    const chain = dept ? await repo.organizes(dept.organizeIdTree.split(',')) : [];
    const companyId = [...(dept?.organizeIdTree.split(',') ?? [])].reverse().find((id) => chain.find((o) => o.id === id)?.category === 'company') ?? deptId;
    const vars: Record<string, () => Promise<string[]>> = {
      '@currentUser': async () => [user.userId],
      '@currentDept': async () => (deptId ? [deptId] : []),
      '@currentDeptAndSub': async () => (deptId ? subtreeIds(deptId) : []),
      '@currentCompany': async () => (companyId ? subtreeIds(companyId) : []),
    };
    const anyOf: ScopeCondition[][] = [];
    for (const s of schemes) {
      if (s.scopeType === 'company') anyOf.push([{ field: 'org', op: 'in', values: await vars['@currentCompany']!() }]);
      else if (s.scopeType === 'department') anyOf.push([{ field: 'org', op: 'in', values: await vars['@currentDept']!() }]);
      else if (s.scopeType === 'departmentAndSub') anyOf.push([{ field: 'org', op: 'in', values: await vars['@currentDeptAndSub']!() }]);
      else if (s.scopeType === 'self') anyOf.push([{ field: 'user', op: 'in', values: [user.userId] }]);
      else if (s.scopeType === 'custom') {
        const rules = JSON.parse(s.conditionJson ?? '[]') as ScopeRule[];
        const conds: ScopeCondition[] = [];
        for (const r of rules) {
          const values = r.value.startsWith('@') ? await (vars[r.value]?.() ?? Promise.resolve([])) : r.value.split(',').map((v) => v.trim());
          conds.push({ field: r.field, op: r.op === '==' || r.op === 'in' ? 'in' : 'notIn', values });
        }
        anyOf.push(conds);
      }
    }
    return { all: false, anyOf };
  }
}
export type DataScopeService = ReturnType<typeof dataScopeService>;
