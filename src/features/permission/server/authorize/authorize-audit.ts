import type { AuthorizeObjectType, AuthorizeValues } from '../../contract/authorize';
import type { AuthorizeRepository } from './authorize-repository';

type Kind = keyof AuthorizeValues;
/** The field of the operation log's record per kind of grant (labels in locales/system-log `fields`). */
const FIELD: Record<Kind, string> = { module: 'menus', button: 'buttons', column: 'columns', form: 'forms', resource: 'schemes' };
/** Beyond this many characters a list shows only what changed (the snapshot keeps 1,000 per value). */
const FULL_LIST_MAX = 900;

/**
 * What the operation log keeps of one object's grants (ADR 0026): per kind the names, in the
 * authorise tree's order — menus by name, items as `菜单（项）`. A long list keeps only the names
 * that differ between before and after, and says how many it left out.
 */
export async function grantSnapshots(repo: AuthorizeRepository, before: AuthorizeValues, after: AuthorizeValues) {
  const [modules, button, column, form, resource] = await Promise.all([repo.modules(), repo.items('button'), repo.items('column'), repo.items('form'), repo.schemes()]);
  const menuName = new Map(modules.map((m) => [m.id, m.fullName]));
  const order = new Map(modules.map((m, i) => [m.id, i]));
  const names: Record<Kind, Map<string, { name: string; rank: number }>> = {
    module: new Map(modules.map((m, i) => [m.id, { name: m.fullName, rank: i }])),
    button: itemNames(button), column: itemNames(column), form: itemNames(form), resource: itemNames(resource),
  };
  function itemNames(rows: { id: string; moduleId: string; fullName: string }[]) {
    return new Map(rows.map((r, i) => [r.id, { name: `${menuName.get(r.moduleId) ?? ''}（${r.fullName}）`, rank: (order.get(r.moduleId) ?? 1e6) * 1e4 + i }]));
  }
  const listOf = (kind: Kind, ids: string[]) =>
    ids.map((id) => names[kind].get(id) ?? { name: id, rank: Number.MAX_SAFE_INTEGER }).sort((a, b) => a.rank - b.rank).map((n) => n.name);

  const out = { before: {} as Record<string, string>, after: {} as Record<string, string> };
  for (const kind of Object.keys(FIELD) as Kind[]) {
    const b = listOf(kind, before[kind]);
    const a = listOf(kind, after[kind]);
    const [bText, aText] = [b.join('、'), a.join('、')];
    if (bText.length <= FULL_LIST_MAX && aText.length <= FULL_LIST_MAX) {
      out.before[FIELD[kind]] = bText;
      out.after[FIELD[kind]] = aText;
      continue;
    }
    const bs = new Set(b);
    const as = new Set(a);
    const only = (list: string[], other: Set<string>) => list.filter((n) => !other.has(n));
    const kept = b.length - only(b, as).length;
    out.before[FIELD[kind]] = changedOnly(only(b, as), kept);
    out.after[FIELD[kind]] = changedOnly(only(a, bs), kept);
  }
  return out;
}

const changedOnly = (names: string[], unchanged: number) => `${names.join('、')}（另有${unchanged}项未变）`;

/** The entity of a grant change: whose grants they are. */
export const grantEntity = (objectType: AuthorizeObjectType) => `${objectType.toLowerCase()}Grants`;
