import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import { ORG_ROOT, type OrgCategory, type OrgListQuery } from '../../contract';
import { OrgIndex, type OrgRow } from './org-tree';
import { organizeRepository } from './organize-repository';
import { organizeService } from './organize-service';

function sortRows(rows: OrgRow[], q: OrgListQuery): OrgRow[] {
  if (!q.sidx) return rows;
  const key = q.sidx;
  const dir = q.sort === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh')) * dir || a.id.localeCompare(b.id);
  });
}

/** The read side of the organisation tree: the list page, the form's info, the pickers. */
export function organizeQueries(ctx: ServerContext) {
  const repo = organizeRepository(ctx.database.db);
  const svc = organizeService(ctx);

  return {
    /** Without keyword: the (scoped, filtered) tree, unpaged. With keyword: matching nodes, paged. */
    async list(auth: AuthContext, q: OrgListQuery) {
      const allowed = await svc.listable(auth);
      const index = new OrgIndex(sortRows(await repo.all(), q));
      const under = q.parentId && q.parentId !== ORG_ROOT && q.parentId !== '0' ? index.subtreeIds(q.parentId) : null;
      const keep = (r: OrgRow) =>
        (!allowed || allowed.has(r.id)) && (!under || under.has(r.id)) && (!q.category || r.category === q.category) && (q.enabledMark === undefined || r.enabledMark === q.enabledMark);
      const keyword = q.keyword?.trim();
      if (!keyword) {
        const total = index.rows.filter(keep).length;
        return { list: index.tree(keep), pagination: { currentPage: 1, pageSize: total, total } };
      }
      const hits = await repo.matching(keyword);
      const all = index.flat((r) => keep(r) && hits.has(r.id));
      const list = all.slice((q.currentPage - 1) * q.pageSize, q.currentPage * q.pageSize);
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: all.length } };
    },

    async info(id: string, category?: 'department') {
      const index = await svc.index();
      const row = index.byId.get(id);
      if (!row || (category && row.category !== category)) throw fail.notFound();
      const { organizeIdTree, ...rest } = row;
      return { ...rest, organize: index.path(id), organizeIds: organizeIdTree.split(',') };
    },

    /** Tree of the wanted categories, without the excluded node's subtree; `byAuth` keeps to what the caller may see. */
    async selector(categories: OrgCategory[], exclude: string | null, byAuth?: AuthContext) {
      const index = await svc.index();
      const allowed = byAuth ? await svc.visible(byAuth, index) : null;
      const cut = exclude ? index.subtreeIds(exclude) : new Set<string>();
      return index.tree((r) => categories.includes(r.category) && !cut.has(r.id) && (!allowed || allowed.has(r.id)));
    },

    async tree(enabledOnly: boolean) {
      const index = await svc.index();
      // A disabled node hides its subtree too: nothing below it is offered for selection.
      const hidden = enabledOnly ? new Set(index.rows.filter((r) => r.enabledMark !== 1).flatMap((r) => [...index.subtreeIds(r.id)])) : new Set<string>();
      return index.tree((r) => !hidden.has(r.id));
    },

    /** Matching nodes (flat, each with its full path) within departIds' subtrees. */
    async condition(keyword: string | undefined, departIds: string[]) {
      const index = await svc.index();
      const within = departIds.length ? new Set(departIds.flatMap((d) => [...index.subtreeIds(d)])) : null;
      const hits = keyword ? await repo.matching(keyword) : null;
      return index.flat((r) => (!within || within.has(r.id)) && (!hits || hits.has(r.id)));
    },
  };
}
