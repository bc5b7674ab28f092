import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../../contract/ids';
import { mulberry32 } from '../../../contract/mulberry32';
import { insertInBatches } from '../../../server/db/batch-insert';
import type { DB } from '../../../server/db/schema';
import type { ScaleDepartment } from '../../../server/identity/scale-seed';
import type { LoginLogTable } from './tables';

const AGENTS = ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1', 'Mozilla/5.0 (Linux; Android 14) Mobile Chrome/131.0'];

/** `count` sign-in log rows of the generated people over the last 90 days: the system log list at scale. */
export async function seedScaleLoginLog(db: Kysely<DB> | Transaction<DB>, count: number, departments: ScaleDepartment[], seed = 20261204, now = Date.now()) {
  const people = departments.flatMap((d) => d.people);
  if (count === 0 || people.length === 0) return 0;
  const next = mulberry32(seed);
  const span = 90 * 86_400_000;
  const rows: LoginLogTable[] = Array.from({ length: count }, (_, i) => {
    const who = people[Math.floor(next() * people.length)]!;
    const roll = next();
    const type = roll < 0.6 ? 'login' : roll < 0.9 ? 'logout' : 'failure';
    const at = now - span + Math.floor((i / count) * span);
    return {
      id: newId(at), userId: who.id, account: who.account, userName: who.name, type, method: next() < 0.9 ? 'password' : 'sms',
      ip: `10.${Math.floor(next() * 40)}.${Math.floor(next() * 256)}.${1 + Math.floor(next() * 254)}`, userAgent: AGENTS[i % AGENTS.length]!,
      result: type === 'login' ? '登录成功' : type === 'logout' ? '退出成功' : '账户或密码错误', creatorTime: at,
    };
  });
  await insertInBatches(db, 'baseLoginLog', rows);
  return rows.length;
}
