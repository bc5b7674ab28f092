import { meetsPasswordPolicy, parseSettings, passwordPolicyText, type PasswordPolicy } from '../../features/system/contract/settings';
import type { Database } from '../db/database';
import { generatePassword, hashPassword, md5 } from '../identity/passwords';
import { sessionRepository } from '../identity/session-repository';
import { CliError, type Output } from './output';

export interface ResetPasswordOptions {
  account: string;
  /** Plain password; generated when absent. */
  password?: string;
  /** Leave the account's open sessions alone (by default they end with reason `revoked`, → 602). */
  keepSessions?: boolean;
}

export interface ResetPasswordResult {
  account: string;
  password: string;
  generated: boolean;
  sessionsEnded: number;
}

/** The password policy of 系统配置 (ADR 0024); with nothing stored, the §5 rule. */
async function storedPolicy(database: Database): Promise<PasswordPolicy> {
  const rows = await database.db.selectFrom('baseSysConfig').select(['key', 'value']).execute();
  return parseSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** 12 letters and digits (no look-alikes; longer when the policy asks), passing the policy. */
function generatedFor(policy: PasswordPolicy): string {
  const length = Math.min(Math.max(12, policy.passwordMinLength), policy.passwordMaxLength);
  return generatePassword(length, (text) => meetsPasswordPolicy(policy, text), policy.passwordSymbols === 2);
}

/** Sets a new password (argon2 over its md5, as sign-in expects) and lifts any lock. */
export async function resetPassword(database: Database, options: ResetPasswordOptions): Promise<ResetPasswordResult> {
  const account = options.account.trim();
  if (!account) throw new CliError('请指定账号 (account required)');
  const policy = await storedPolicy(database);
  if (options.password !== undefined && !meetsPasswordPolicy(policy, options.password)) {
    throw new CliError(`${passwordPolicyText(policy)} (${policy.passwordMinLength}-${policy.passwordMaxLength} characters, see 系统配置)`);
  }
  const user = await database.db.selectFrom('baseUser').select(['id', 'account']).where('account', '=', account).executeTakeFirst();
  if (!user) throw new CliError(`账号不存在：${account} (no such account)`);
  const password = options.password ?? generatedFor(policy);
  const passwordHash = await hashPassword(md5(password));
  await database.db
    .updateTable('baseUser')
    .set({ passwordHash, loginErrorCount: 0, lockUntil: null, lastModifyTime: Date.now() })
    .where('id', '=', user.id)
    .execute();
  const sessionsEnded = options.keepSessions ? 0 : await sessionRepository(database.db).endAllForUser(user.id, 'revoked');
  return { account: user.account, password, generated: options.password === undefined, sessionsEnded };
}

export async function resetPasswordCommand(database: Database, options: ResetPasswordOptions, out: Output): Promise<number> {
  const result = await resetPassword(database, options);
  out.info(`已重置 ${result.account} 的密码，并解除锁定 (password reset, lock cleared)`);
  if (result.generated) out.info(`新密码（只显示这一次）(new password, shown once): ${result.password}`);
  if (result.sessionsEnded > 0) out.info(`已结束该账号的 ${result.sessionsEnded} 个会话 (sessions ended)`);
  return 0;
}
