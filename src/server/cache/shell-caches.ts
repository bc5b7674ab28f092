import { clearCounts, heldCounts } from '../db/count-cache';
import { heldStatements } from '../db/statement-cache';
import { clearDirectoryNames, heldDirectoryNames } from '../identity/directory-cache';
import { roughBytes, type ServerCache } from './server-cache';

/** The shell's own caches (src/server); features add theirs through the registry field `caches`. */
export const shellCaches: readonly ServerCache[] = [
  {
    name: 'access.snapshots',
    fullName: '用户权限快照',
    names: { zhtw: '使用者權限快照', en: 'User access snapshots' },
    description: '每个用户的角色、岗位与授权，及由其算出的菜单和数据范围；权限或菜单变更时自动重建。清除后各用户下次请求时重新读取。',
    generations: ['access'],
    async stats(ctx) {
      const { users } = await ctx.access.snapshots.held();
      return { entries: users.length, bytes: roughBytes(users) };
    },
    clearLocal: (ctx) => ctx.access.snapshots.clear('users'),
  },
  {
    name: 'access.catalog',
    fullName: '菜单与系统配置',
    names: { zhtw: '選單與系統設定', en: 'Menus and system settings' },
    description: '启用的菜单、按钮、列、表单与系统配置（系统名称、版本、图标），所有用户共用一份。',
    generations: ['access'],
    async stats(ctx) {
      const { catalog } = await ctx.access.snapshots.held();
      if (!catalog) return { entries: 0, bytes: 0 };
      const entries = catalog.modules.length + catalog.items.button.length + catalog.items.column.length + catalog.items.form.length + Object.keys(catalog.sysConfig).length;
      return { entries, bytes: roughBytes(catalog) };
    },
    clearLocal: (ctx) => ctx.access.snapshots.clear('catalog'),
  },
  {
    name: 'directory.names',
    fullName: '组织岗位角色名称',
    names: { zhtw: '組織崗位角色名稱', en: 'Organisation, position and role names' },
    description: '所有组织、岗位、角色的名称，用于用户列表等页面显示所属单位与角色。',
    generations: ['access'],
    async stats(ctx) {
      const names = await heldDirectoryNames(ctx.database.db);
      if (!names) return { entries: 0, bytes: 0 };
      return { entries: names.orgs.size + names.positions.size + names.roles.size, bytes: roughBytes(names) };
    },
    clearLocal: (ctx) => clearDirectoryNames(ctx.database.db),
  },
  {
    name: 'list.totals',
    fullName: '列表总数',
    names: { zhtw: '列表總數', en: 'List totals' },
    description: '列表分页的总条数（用户、资产、字典、登录日志、操作日志），按查询条件缓存，数据变化时自动失效。',
    generations: ['users', 'assets', 'dictionary', 'loginLog', 'auditLog'],
    stats(ctx) {
      const counts = heldCounts(ctx.database.db);
      return { entries: counts.size, bytes: roughBytes(counts) };
    },
    clearLocal: (ctx) => clearCounts(ctx.database.db),
  },
  {
    name: 'sqlite.statements',
    fullName: 'SQLite 预编译语句',
    names: { zhtw: 'SQLite 預編譯語句', en: 'SQLite prepared statements' },
    description: '按 SQL 文本保存的预编译语句（仅 SQLite），省去每次查询的编译；清除后按需重新编译。',
    stats(ctx) {
      if (!ctx.database.sqlite) return { entries: 0, bytes: 0 };
      const statements = heldStatements(ctx.database.sqlite);
      // A prepared statement's own memory lives in SQLite, outside the heap: count its SQL text and a rough kilobyte each.
      let bytes = 0;
      for (const sql of statements.keys()) bytes += 1024 + sql.length * 2;
      return { entries: statements.size, bytes };
    },
    clearLocal: (ctx) => {
      if (ctx.database.sqlite) heldStatements(ctx.database.sqlite).clear();
    },
  },
];
