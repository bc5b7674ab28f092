import type { Kysely } from 'kysely';
import { newId } from '../../../../contract/ids';
import { insertInBatches } from '../../../../server/db/batch-insert';
import type { DB } from '../../../../server/db/schema';
import { LOG_MODULE } from '../../contract';

const count = async (db: Kysely<DB>, table: 'baseUser' | 'baseOrganize' | 'baseRole' | 'basePosition') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/**
 * The demo's own seeding as operation-log entries of admin (ADR 0026): what was set up, and the
 * grant of 系统日志 to 日志查看员 with its before and after, so the log's pages have a story to show.
 */
export async function seedDemoOperationLog(db: Kysely<DB>) {
  const admin = await db.selectFrom('baseUser').select(['id', 'account', 'realName']).where('account', '=', 'admin').executeTakeFirst();
  const role = await db.selectFrom('baseRole').select(['id', 'fullName']).where('enCode', '=', 'logViewer').executeTakeFirst();
  if (!admin) return;
  const now = Date.now();
  const base = {
    category: 'operation', userId: admin.id, account: admin.account, userName: admin.realName, ip: '127.0.0.1', userAgent: 'qingban seed',
    method: 'SEED', url: 'seed demo', module: 'system', action: 'seed', httpStatus: 200, code: 200, duration: 0,
    reference: null, error: null, changes: null as string | null, changeCount: 0,
  };
  const counts = { users: await count(db, 'baseUser'), organizes: await count(db, 'baseOrganize'), roles: await count(db, 'baseRole'), positions: await count(db, 'basePosition') };
  const rows = [{ ...base, id: newId(now - 2), creatorTime: now - 2, msg: '初始化演示数据', summary: JSON.stringify({ body: counts }) }];
  if (role) {
    const change = { module: 'permission.role', entity: 'role', id: role.id, before: { fullName: role.fullName, menus: '' }, after: { fullName: role.fullName, menus: '系统日志（导出）' } };
    rows.push({
      ...base, id: newId(now - 1), creatorTime: now - 1, module: LOG_MODULE, msg: `授权演示角色：${role.fullName}`,
      summary: JSON.stringify({ body: { role: role.fullName, menu: LOG_MODULE, buttons: ['btn_export'] } }), changes: JSON.stringify([change]), changeCount: 1,
    });
  }
  await insertInBatches(db, 'baseOperationLog', rows);
}
