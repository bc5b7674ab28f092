import type { Kysely } from 'kysely';
import { Msg } from '../../../../contract/codes';
import type { AuditRecorder } from '../../../../server/audit/recorder';
import type { DB } from '../../../../server/db/schema';
import { fail } from '../../../../server/http/api-error';
import type { AccessService } from '../../../../server/identity/access';
import type { AuthContext } from '../../../../server/plugins/auth';
import type { AuthorizeObjectType, AuthorizeTreeNode, AuthorizeValues } from '../../contract/authorize';
import { PermissionModule } from '../../contract/modules';
import { grantEntity, grantSnapshots } from './authorize-audit';
import type { AuthorizeRepository } from './authorize-repository';

type Kind = keyof AuthorizeValues;
const KINDS: Kind[] = ['module', 'button', 'column', 'form', 'resource'];

export function authorizeService(db: Kysely<DB>, repo: AuthorizeRepository, access: AccessService, audit: Pick<AuditRecorder, 'change'>) {
  const holderList = async (moduleId: string) => {
    const rows = await repo.holders(moduleId);
    const names = await repo.holderNames(rows);
    return rows.map((r) => ({ objectType: r.objectType as AuthorizeObjectType, objectId: r.objectId, fullName: names.get(r.objectId) ?? '' }));
  };

  /** Nobody hands out more than they hold: an authoriser who is not the super administrator grants only their own items. */
  async function assertHolds(caller: AuthContext, values: Partial<AuthorizeValues>) {
    if (caller.isAdministrator) return;
    const held = await access.heldKeys(caller.userId);
    for (const kind of KINDS) {
      if ((values[kind] ?? []).some((id) => !held.has(`${kind}:${id}`))) throw fail.forbidden('不能授予您自己没有的权限');
    }
  }

  return {
    async tree(): Promise<AuthorizeTreeNode[]> {
      const [modules, buttons, columns, forms, schemes] = await Promise.all([repo.modules(), repo.items('button'), repo.items('column'), repo.items('form'), repo.schemes()]);
      const pick = <T extends { moduleId: string }>(rows: T[], id: string) => rows.filter((r) => r.moduleId === id).map(({ moduleId: _m, ...rest }) => rest);
      const build = (parentId: string): AuthorizeTreeNode[] =>
        modules
          .filter((m) => m.parentId === parentId)
          .map((m) => ({
            ...m,
            buttons: pick(buttons, m.id),
            columns: pick(columns, m.id),
            forms: pick(forms, m.id),
            schemes: pick(schemes, m.id) as AuthorizeTreeNode['schemes'],
            children: build(m.id),
          }));
      return build('-1');
    },

    values: (objectType: AuthorizeObjectType, objectId: string) => repo.values(objectType, objectId),

    async save(caller: AuthContext, objectType: AuthorizeObjectType, objectId: string, input: AuthorizeValues) {
      if (!(await repo.objectExists(objectType, objectId))) throw fail.notFound(Msg.recordNotFound);
      const values: AuthorizeValues = { module: [], button: [], column: [], form: [], resource: [] };
      const modules = await repo.modules();
      const parentOf = new Map(modules.map((m) => [m.id, m.parentId]));
      const moduleSet = new Set<string>();
      for (const id of new Set(input.module)) {
        if (!parentOf.has(id)) throw fail.badRequest('授权项不存在');
        // A page is reachable only through its directories: they come with it.
        for (let cur: string | undefined = id; cur && cur !== '-1'; cur = parentOf.get(cur)) moduleSet.add(cur);
      }
      values.module = [...moduleSet];
      for (const kind of ['button', 'column', 'form', 'resource'] as const) {
        const ids = [...new Set(input[kind])];
        const owners = await repo.owners(kind, ids);
        if (owners.size !== ids.length) throw fail.badRequest('授权项不存在');
        if (ids.some((id) => !moduleSet.has(owners.get(id)!))) throw fail.badRequest('按钮、列表、表单或数据权限所属的菜单未勾选');
        values[kind] = ids;
      }
      await assertHolds(caller, values);
      const before = await repo.values(objectType, objectId);
      await db.transaction().execute((tx) => repo.replace(tx, objectType, objectId, values));
      const fullName = (await repo.holderNames([{ objectType, objectId }])).get(objectId) ?? '';
      const snap = await grantSnapshots(repo, before, values);
      audit.change(caller, { module: PermissionModule.authorize, entity: grantEntity(objectType), id: objectId, before: { fullName, ...snap.before }, after: { fullName, ...snap.after } });
    },

    holders: holderList,

    async setHolders(caller: AuthContext, moduleId: string, objects: { objectType: AuthorizeObjectType; objectId: string }[]) {
      if ((await repo.owners('module', [moduleId])).size === 0) throw fail.notFound(Msg.recordNotFound);
      for (const o of objects) if (!(await repo.objectExists(o.objectType, o.objectId))) throw fail.badRequest('授权对象不存在');
      await assertHolds(caller, { module: [moduleId] });
      const unique = [...new Map(objects.map((o) => [`${o.objectType}:${o.objectId}`, o])).values()];
      const before = await holderList(moduleId);
      await db.transaction().execute((tx) => repo.setHolders(tx, moduleId, unique));
      const text = (list: { fullName: string }[]) => list.map((h) => h.fullName).sort((a, b) => a.localeCompare(b, 'zh')).join('、');
      const fullName = (await repo.modules()).find((m) => m.id === moduleId)?.fullName ?? '';
      audit.change(caller, { module: PermissionModule.authorize, entity: 'menuHolders', id: moduleId, before: { fullName, holders: text(before) }, after: { fullName, holders: text(await holderList(moduleId)) } });
    },
  };
}
