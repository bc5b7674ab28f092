import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { SCALE_MAX, seedScale } from '../db/scale-seed';
import { stringOption, type ParsedArgs } from './args';
import { CliError, type Output } from './output';

/** `--scale N`: a whole number from 1 to SCALE_MAX, or undefined when absent. */
export function scaleOption(args: ParsedArgs): number | undefined {
  const text = stringOption(args, 'scale');
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > SCALE_MAX) throw new CliError(`--scale 须为 1 到 ${SCALE_MAX} 的整数 (--scale must be a whole number from 1 to ${SCALE_MAX})`);
  return n;
}

/** Migrates, then seeds the database only if it is empty (the same step `npm start` runs); `scale` adds generated data. */
export async function seedCommand(database: Database, seed: 'demo' | 'none', version: string, out: Output, scale?: number): Promise<number> {
  const result = await prepareDatabase(database, seed, version);
  if (result.migrated.length > 0) out.info(`已执行 ${result.migrated.length} 个迁移 (migrations applied): ${result.migrated.join(', ')}`);
  if (result.seeded === null) {
    if (scale === undefined) out.info('数据库已有数据，未写入种子数据 (database not empty; seed skipped)');
  } else if (result.seeded === 'demo') {
    out.info('已写入演示组织与账号，密码均为 123456 (demo organisation seeded; every demo password is 123456)');
  } else {
    out.info('已创建管理员账号 admin (admin created)');
  }
  if (result.adminPassword) {
    out.info(`admin 初始密码（只显示这一次）(one-time password, shown once): ${result.adminPassword}`);
  }
  if (result.modulesAdded > 0) out.info(`新增菜单 ${result.modulesAdded} 个 (menus added)`);
  if (scale !== undefined) {
    const s = await seedScale(database, scale);
    out.info(`已生成规模测试数据 (scale data generated) in ${s.seconds.toFixed(1)} s: ${s.users} 用户 (users) in ${s.departments} 部门 (departments), ${s.items} 资产 (asset items), ${s.dictionaryRows} 字典数据 (dictionary rows), ${s.loginLogRows} 登录日志 (sign-in log rows), ${s.messages} 消息 (notifications for admin)`);
    out.info('生成的账号没有可用密码，重置密码后才能登录 (generated accounts have no usable password until it is reset: npm run admin -- reset-password <account>)');
  }
  return 0;
}
