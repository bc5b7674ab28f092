import type { ServerContext } from '../../../../server/context';
import type { AuthContext } from '../../../../server/plugins/auth';
import type { GroupWithMembers, SelectableUser, UserTreeNode } from '../../contract/user';
import { groupRepository } from '../organize/group-repository';
import { userHasRelation, type UserFilter } from './user-repository';
import type { UserService } from './user-service';

type PickerUser = { id: string; account: string; realName: string; headIcon: string | null; organizeId: string | null };
const PICK_COLUMNS = ['baseUser.id', 'baseUser.account', 'baseUser.realName', 'baseUser.headIcon', 'baseUser.organizeId'] as const;
const LIMIT = 10_000;

/**
 * What the pickers of every feature read. All of it is filtered by the caller's data scope of
 * permission.user (no scheme granted means every user), so a picker never shows a hidden user.
 */
export function pickerService(ctx: ServerContext, users: UserService) {
  const db = ctx.database.db;

  async function selectable(list: PickerUser[]): Promise<SelectableUser[]> {
    const describe = await users.loader.describe(list.map((u) => u.id));
    return list.map((u) => {
      const orgs = describe(u.id).orgs;
      const major = orgs.find((o) => o.id === u.organizeId) ?? orgs[0];
      return { id: u.id, fullName: `${u.realName}/${u.account}`, account: u.account, realName: u.realName, headIcon: u.headIcon ?? '', organize: major?.path ?? '', type: 'user' as const };
    });
  }

  /** Users in scope, enabled unless told otherwise, in list order. */
  async function find(auth: AuthContext, filter: UserFilter, narrow?: (q: ReturnType<UserService['repo']['base']>) => ReturnType<UserService['repo']['base']>, page?: { currentPage: number; pageSize: number }) {
    let q = users.repo.base(await users.scopeOf(auth), filter);
    if (narrow) q = narrow(q);
    const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .select(PICK_COLUMNS)
      .orderBy('baseUser.sortCode')
      .orderBy('baseUser.account')
      .limit(page?.pageSize ?? LIMIT)
      .offset(page ? (page.currentPage - 1) * page.pageSize : 0)
      .execute();
    return { rows, total: Number(total) };
  }

  async function orgNode(o: { id: string; parentId: string; fullName: string; category: string }, hasChildren: boolean): Promise<UserTreeNode> {
    return {
      id: o.id, parentId: o.parentId, fullName: o.fullName, type: o.category === 'company' ? 'company' : 'department',
      icon: o.category === 'company' ? 'icon-ym icon-ym-tree-organization3' : 'icon-ym icon-ym-tree-department1',
      headIcon: '', organize: '', hasChildren, isLeaf: !hasChildren,
    };
  }
  const userNode = (u: SelectableUser, parentId: string): UserTreeNode => ({
    id: u.id, parentId, fullName: u.fullName, type: 'user', icon: 'icon-ym icon-ym-tree-user2', headIcon: u.headIcon, organize: u.organize, hasChildren: false, isLeaf: true,
  });

  const enabledOrgs = () =>
    db.selectFrom('baseOrganize').select(['id', 'parentId', 'fullName', 'category', 'organizeIdTree']).where('enabledMark', '=', 1).orderBy('sortCode').orderBy('fullName').execute();

  return {
    selectable,
    find,

    /** The picker's lazy 'all data' tree: the organisation's child organisations, then the users directly in it. */
    async lazyLevel(auth: AuthContext, orgId: string, keyword: string): Promise<UserTreeNode[]> {
      const root = orgId === '0' || orgId === '-1' || orgId === '';
      if (keyword) {
        const organizeIds = root ? undefined : await users.loader.subtreeIds(orgId);
        const { rows } = await find(auth, { keyword, organizeIds, enabledMark: 1 });
        return (await selectable(rows)).map((u) => userNode(u, orgId));
      }
      const orgs = await enabledOrgs();
      const parent = root ? '-1' : orgId;
      const children = orgs.filter((o) => o.parentId === parent);
      const nodes = await Promise.all(children.map((o) => orgNode(o, true)));
      if (root) return nodes;
      const { rows } = await find(auth, { organizeIds: [orgId], enabledMark: 1 });
      return [...nodes, ...(await selectable(rows)).map((u) => userNode(u, orgId))];
    },

    /** The whole organisation tree with the users as leaves under each organisation they belong to. */
    async tree(auth: AuthContext): Promise<UserTreeNode[]> {
      const orgs = await enabledOrgs();
      const { rows } = await find(auth, { enabledMark: 1 });
      const people = await selectable(rows);
      const rel = await users.loader.relationsOf(rows.map((r) => r.id));
      const byOrg = new Map<string, SelectableUser[]>();
      for (const u of people) for (const o of rel.get(u.id)?.organizeIds ?? []) byOrg.set(o, [...(byOrg.get(o) ?? []), u]);
      const build = async (parentId: string): Promise<UserTreeNode[]> => {
        const out: UserTreeNode[] = [];
        for (const o of orgs.filter((x) => x.parentId === parentId)) {
          const children = [...(await build(o.id)), ...(byOrg.get(o.id) ?? []).map((u) => userNode(u, o.id))];
          out.push({ ...(await orgNode(o, children.length > 0)), children });
        }
        return out;
      };
      return build('-1');
    },

    /** 我的分组: the enabled groups the caller belongs to, each with its enabled members inside the caller's scope. */
    async myGroups(auth: AuthContext): Promise<GroupWithMembers[]> {
      const groups = await groupRepository(db).enabledOfMember(auth.userId);
      if (groups.length === 0) return [];
      const { rows } = await find(auth, { enabledMark: 1 }, (q) => q.where(userHasRelation('Group', groups.map((g) => g.id))));
      const people = await selectable(rows);
      const rel = await users.loader.relationsOf(rows.map((r) => r.id));
      return groups.map((g) => ({ id: g.id, fullName: g.fullName, users: people.filter((u) => rel.get(u.id)?.groupIds.includes(g.id)) }));
    },

    /** Address book: enabled users grouped by organisation (path), organisations without visible users left out. */
    async book(auth: AuthContext) {
      const orgs = await enabledOrgs();
      const { rows } = await find(auth, { enabledMark: 1 });
      const people = new Map((await selectable(rows)).map((u) => [u.id, u]));
      const rel = await users.loader.relationsOf(rows.map((r) => r.id));
      const paths = await users.loader.orgsWithPaths(orgs.map((o) => o.id));
      return orgs
        .map((o) => ({
          id: o.id,
          fullName: paths.get(o.id)?.path ?? o.fullName,
          users: [...people.values()].filter((u) => rel.get(u.id)?.organizeIds.includes(o.id)),
        }))
        .filter((g) => g.users.length > 0);
    },
  };
}
export type PickerService = ReturnType<typeof pickerService>;
