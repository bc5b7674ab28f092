import { newId } from '../../src/contract/ids';
import { baseBody, type BaseBody } from '../../src/features/visualdev/contract';
import { existingColumns } from '../../src/features/visualdev/server/physical';
import { call, startTestApp } from '../helpers/test-app';

type StartOptions = Parameters<typeof startTestApp>[0];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A demo-seeded app with tokens by account and the calls the visualdev tests make. */
export async function startVisualdevApp(options?: StartOptions) {
  const t = await startTestApp(options);
  const tokens = new Map<string, string>();
  const token = async (account: string) => {
    if (!tokens.has(account)) tokens.set(account, await t.login(account));
    return tokens.get(account)!;
  };
  const userId = async (account: string) => (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  return {
    ...t,
    token,
    userId,
    as: async <T = unknown>(account: string, method: Method, url: string, body?: unknown, query?: Record<string, string>) =>
      call<T>(t, method, url, { token: await token(account), body, query }),
    columns: async (table: string) => [...((await existingColumns(t.db, table))?.keys() ?? [])].sort(),
    /** A new role held by `account`, authorised through the Authority endpoint (what an administrator does). */
    async roleFor(account: string, values: { module?: string[]; button?: string[]; column?: string[]; form?: string[]; resource?: string[] }) {
      const id = newId();
      await t.db.insertInto('baseRole').values({ id, fullName: `测试角色${id.slice(-5)}`, enCode: `r${id.slice(-6)}`, globalMark: 1, sortCode: 9, enabledMark: 1, description: null, creatorTime: Date.now() }).execute();
      await t.db.insertInto('baseUserRelation').values({ id: newId(), userId: await userId(account), objectType: 'Role', objectId: id, sortCode: 9 }).execute();
      const res = await call(t, 'PUT', `/api/permission/Authority/Role/${id}`, { token: await token('admin'), body: { module: [], button: [], column: [], form: [], resource: [], ...values } });
      if (res.body.code !== 200) throw new Error(`authorise failed: ${res.body.msg}`);
      return id;
    },
    /** A data scheme of a menu (what 数据权限 administration creates). */
    async scheme(moduleId: string, scopeType: string) {
      const id = newId();
      await t.db.insertInto('baseModuleDataScheme').values({ id, moduleId, enCode: `s_${id.slice(-6)}`, fullName: `方案${id.slice(-4)}`, scopeType, conditionJson: null, description: null, creatorTime: Date.now() }).execute();
      return id;
    },
    async menu(moduleId: string) {
      const module = await t.db.selectFrom('baseModule').selectAll().where('id', '=', moduleId).executeTakeFirstOrThrow();
      const items = async (table: 'baseModuleButton' | 'baseModuleColumn' | 'baseModuleForm') =>
        t.db.selectFrom(table).select(['id', 'enCode']).where('moduleId', '=', moduleId).orderBy('sortCode').execute();
      return { module, buttons: await items('baseModuleButton'), columns: await items('baseModuleColumn'), forms: await items('baseModuleForm') };
    },
  };
}
export type VisualdevApp = Awaited<ReturnType<typeof startVisualdevApp>>;

const f = (vModel: string, jnpfKey: string, label: string, extra: Record<string, unknown> = {}) => ({ id: `n_${vModel}`, vModel, jnpfKey, label, ...extra });

/** 报销单: text, select, numbers, a date, a calculation, a sub-table with a required cell. */
export function expenseDesign(enCode = 'expenseTest', extra: Partial<BaseBody> = {}): BaseBody {
  return baseBody.parse({
    fullName: `报销单${enCode}`, enCode,
    formData: {
      version: 2,
      fields: [
        f('title', 'comInput', '标题', { required: true }),
        f('kind', 'select', '类别', { required: true, props: { source: { dataType: 'static', options: [{ id: 'travel', fullName: '差旅' }, { id: 'office', fullName: '办公' }] } } }),
        f('amount', 'money', '金额'),
        f('qty', 'numInput', '数量'),
        f('spentOn', 'date', '日期', { props: { format: 'YYYY-MM-DD' } }),
        f('total', 'calculate', '合计', { props: { expression: ['amount', '×', 'qty'] } }),
        { ...f('lines', 'table', '明细'), children: [f('item', 'comInput', '项目', { required: true }), f('cost', 'money', '费用')] },
      ],
    },
    columnData: {
      columnList: [{ prop: 'title', label: '标题' }, { prop: 'kind', label: '类别' }, { prop: 'amount', label: '金额' }, { prop: 'qty', label: '数量' }, { prop: 'spentOn', label: '日期' }],
      searchList: [{ prop: 'title', label: '标题', searchType: 2 }, { prop: 'kind', label: '类别', searchType: 1 }, { prop: 'amount', label: '金额', searchType: 3 }],
      useDataPermission: true, useColumnPermission: true,
    },
    ...extra,
  });
}
