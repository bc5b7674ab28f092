import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import type { Output } from './output';

/** Migrates, then seeds the database only if it is empty (the same step `npm start` runs). */
export async function seedCommand(database: Database, seed: 'demo' | 'none', version: string, out: Output): Promise<number> {
  const result = await prepareDatabase(database, seed, version);
  if (result.migrated.length > 0) out.info(`已执行 ${result.migrated.length} 个迁移 (migrations applied): ${result.migrated.join(', ')}`);
  if (result.seeded === null) {
    out.info('数据库已有数据，未写入种子数据 (database not empty; seed skipped)');
  } else if (result.seeded === 'demo') {
    out.info('已写入演示组织与账号，密码均为 123456 (demo organisation seeded; every demo password is 123456)');
  } else {
    out.info('已创建管理员账号 admin (admin created)');
  }
  if (result.adminPassword) {
    out.info(`admin 初始密码（只显示这一次）(one-time password, shown once): ${result.adminPassword}`);
  }
  if (result.modulesAdded > 0) out.info(`新增菜单 ${result.modulesAdded} 个 (menus added)`);
  return 0;
}
