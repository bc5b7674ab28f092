import type { AccessRepository } from '../../../../server/identity/access-repository';
import type { Grants } from '../../../../server/identity/access';
import type { AuthorizeNode } from '../../contract/current';

type ModuleRow = Awaited<ReturnType<AccessRepository['enabledModules']>>[number];

/** What I may use as a tree: permitted menus with their buttons, columns and form fields; empty directories left out. */
export function authorizeTree(modules: ModuleRow[], grants: Grants): AuthorizeNode[] {
  const byParent = new Map<string, ModuleRow[]>();
  for (const m of modules) byParent.set(m.parentId, [...(byParent.get(m.parentId) ?? []), m]);
  const build = (parentId: string): AuthorizeNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((m) => grants.moduleIds.has(m.id))
      .map((m) => ({
        id: m.id, parentId: m.parentId, enCode: m.enCode, fullName: m.fullName, type: m.type, icon: m.icon ?? '', urlAddress: m.urlAddress ?? '',
        buttons: grants.items.button.get(m.id) ?? [],
        columns: grants.items.column.get(m.id) ?? [],
        forms: grants.items.form.get(m.id) ?? [],
        children: build(m.id),
      }))
      .filter((n) => n.type !== 1 || n.children.length > 0);
  return build('-1');
}
