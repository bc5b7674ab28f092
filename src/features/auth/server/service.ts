import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Msg, lockedMessage } from '../../../contract/codes';
import { LAYOUTS, LOGIN, type Layout } from '../../../contract/limits';
import { parseSubAccount } from '../../../contract/validators';
import type { ServerConfig } from '../../../server/config';
import { fail } from '../../../server/http/api-error';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../../server/identity/passwords';
import type { SessionRepository } from '../../../server/identity/session-repository';
import type { SettingsReader } from '../../../server/identity/settings';
import type { Hub } from '../../../server/realtime/hub';
import type { AuthContext } from '../../../server/plugins/auth';
import { SETTINGS_MSG, type SystemSettings } from '../../system/contract';
import type { LoginConfig, LoginResult } from '../contract';
import { captchaSvg, randomCaptchaText } from './captcha';
import type { AuthRepository } from './repository';
import type { SmsSender } from '../../../server/sms';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  device?: string;
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  sessions: SessionRepository;
  sms: SmsSender;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** 系统配置: captcha, lock-out, SMS and QR on/off, single login, session lifetime (ADR 0024). */
  settings: SettingsReader;
  /** Single login tells the replaced sessions' open sockets at once. */
  realtime: Pick<Hub, 'kick'>;
}

type LoginUser = NonNullable<Awaited<ReturnType<AuthRepository['findUserByAccount']>>>;
type Method = 'password' | 'sms' | 'qr';

const CAPTCHA_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;

export function toLayout(theme: string | null | undefined): Layout {
  return (LAYOUTS as readonly string[]).includes(theme ?? '') ? (theme as Layout) : 'classic';
}

/** Whether a sign-in after `failures` wrong passwords must carry the image code. */
const needsCaptcha = (s: SystemSettings, failures: number) => s.loginCaptcha === 1 && failures >= s.captchaAfterFailures;
const lockedMsg = (s: SystemSettings) => lockedMessage(s.lockMinutes);

export function authService({ repo, sessions, sms, config, log, settings, realtime }: AuthServiceDeps) {
  async function findByAccountOrSubAccount(account: string) {
    const sub = parseSubAccount(account);
    if (!sub) return repo.findUserByAccount(account);
    const user = await repo.findUserByAccount(sub.account);
    return user && user.mobilePhone === sub.mobile ? user : undefined;
  }

  async function failuresOf(account: string, user?: LoginUser) {
    if (!user) return repo.unknownAccountFailures(account);
    const lockExpired = user.lockUntil !== null && user.lockUntil <= Date.now();
    return lockExpired ? 0 : user.loginErrorCount;
  }

  async function logFailure(account: string, method: Method, meta: RequestMeta, result: string, user?: LoginUser) {
    await repo.writeLoginLog({
      userId: user?.id ?? null,
      account,
      userName: user?.realName ?? null,
      type: 'failure',
      method,
      ip: meta.ip,
      userAgent: meta.userAgent ?? null,
      result,
    });
  }

  /** Counts a wrong password of a known account (sign-in or lock screen alike); answers whether it locked the account. */
  async function countFailure(s: SystemSettings, user: LoginUser, failures: number, now: number): Promise<{ count: number; locked: boolean }> {
    const count = failures + 1;
    const locked = s.lockAfterFailures > 0 && count >= s.lockAfterFailures;
    await repo.setLoginErrors(user.id, count, locked ? now + s.lockMinutes * 60_000 : null);
    return { count, locked };
  }

  /** After a password verified: clear the failure count, and move a hash of older argon2 parameters to today's. */
  async function afterRightPassword(user: LoginUser, md5Hex: string) {
    if (user.loginErrorCount !== 0 || user.lockUntil !== null) await repo.setLoginErrors(user.id, 0, null);
    if (needsRehash(user.passwordHash)) await repo.setPasswordHash(user.id, user.passwordHash, await hashPassword(md5Hex));
  }

  async function checkCaptcha(code: string | undefined, key: string | undefined) {
    if (!code || !key) throw fail.badRequest(Msg.captchaRequired, { enableVerificationCode: 1 });
    const saved = await repo.takeCaptcha(key);
    if (!saved || saved.expiresAt < Date.now()) throw fail.badRequest(Msg.captchaExpired, { enableVerificationCode: 1 });
    if (saved.code.toLowerCase() !== code.trim().toLowerCase()) throw fail.badRequest(Msg.captchaWrong, { enableVerificationCode: 1 });
  }

  async function startSession(user: LoginUser, method: Method, meta: RequestMeta): Promise<LoginResult> {
    const s = await settings.get();
    if (s.singleLogin === 1 && (await sessions.endAllForUser(user.id, 'replaced')) > 0) realtime.kick(user.id, Msg.tokenReplaced);
    const { token } = await sessions.create({ userId: user.id, ttlMs: s.sessionTtlHours * 3_600_000, ...meta });
    await repo.writeLoginLog({
      userId: user.id,
      account: user.account,
      userName: user.realName,
      type: 'login',
      method,
      ip: meta.ip,
      userAgent: meta.userAgent ?? null,
      result: '登录成功',
    });
    return { token, theme: toLayout(user.theme) };
  }

  return {
    startSession,

    /** §7 getConfig: whether this account's next sign-in needs the image code (no account: the first's), and the sign-in screen's settings. */
    async loginConfig(account?: string): Promise<LoginConfig> {
      const s = await settings.get();
      const failures = account === undefined ? 0 : await failuresOf(account, await findByAccountOrSubAccount(account));
      return {
        enableVerificationCode: needsCaptcha(s, failures) ? 1 : 0, verificationCodeNumber: s.captchaLength,
        sysName: s.sysName, sysVersion: s.sysVersion, logoIcon: s.logoIcon, copyright: s.copyright, smsLogin: s.smsLogin, qrLogin: s.qrLogin,
        passwordPolicy: {
          passwordMinLength: s.passwordMinLength, passwordMaxLength: s.passwordMaxLength, passwordRequireLetter: s.passwordRequireLetter,
          passwordRequireDigit: s.passwordRequireDigit, passwordSymbols: s.passwordSymbols,
        },
      };
    },

    async imageCode(length: number, key: string): Promise<string> {
      const text = randomCaptchaText(length);
      await repo.saveCaptcha(key, text, Date.now() + CAPTCHA_TTL_MS);
      return captchaSvg(text);
    },

    async passwordLogin(form: { account: string; password: string; code?: string; timestamp?: string }, meta: RequestMeta) {
      const now = Date.now();
      const s = await settings.get();
      const user = await findByAccountOrSubAccount(form.account);
      if (user?.lockUntil && user.lockUntil > now) {
        await logFailure(form.account, 'password', meta, lockedMsg(s), user);
        throw fail.badRequest(lockedMsg(s));
      }
      const failures = await failuresOf(form.account, user);
      if (needsCaptcha(s, failures)) await checkCaptcha(form.code, form.timestamp);

      if (!user) {
        await burnPasswordCheck(form.password);
        await repo.recordUnknownAccountFailure(form.account);
        await logFailure(form.account, 'password', meta, Msg.wrongAccountOrPassword);
        throw fail.badRequest(Msg.wrongAccountOrPassword, { enableVerificationCode: needsCaptcha(s, failures + 1) ? 1 : 0 });
      }
      if (!(await verifyPassword(user.passwordHash, form.password))) {
        const { count, locked } = await countFailure(s, user, failures, now);
        const msg = locked ? lockedMsg(s) : Msg.wrongAccountOrPassword;
        await logFailure(form.account, 'password', meta, msg, user);
        throw fail.badRequest(msg, { enableVerificationCode: needsCaptcha(s, count) ? 1 : 0 });
      }
      if (user.enabledMark !== 1) {
        await logFailure(form.account, 'password', meta, Msg.accountDisabled, user);
        throw fail.badRequest(Msg.accountDisabled);
      }
      await afterRightPassword(user, form.password);
      return startSession(user, 'password', meta);
    },

    async requestSmsCode(mobile: string): Promise<string> {
      if ((await settings.get()).smsLogin !== 1) throw fail.badRequest(SETTINGS_MSG.smsLoginOff);
      const now = Date.now();
      const users = await repo.findUsersByMobile(mobile);
      if (users.length === 0) throw fail.badRequest(Msg.mobileNotRegistered);
      const previous = await repo.findSmsCode(mobile);
      if (previous && now - previous.createdAt < LOGIN.smsResendSeconds * 1000) throw fail.badRequest(Msg.smsTooFrequent);
      const code = String(randomInt(0, 10 ** LOGIN.smsCodeLength)).padStart(LOGIN.smsCodeLength, '0');
      await repo.saveSmsCode(mobile, code, now, now + LOGIN.smsCodeTtlSeconds * 1000);
      await sms.send(mobile, `【轻办】您的登录验证码为${code}，${LOGIN.smsCodeTtlSeconds / 60}分钟内有效。`);
      const demoAccounts = ((await repo.getConfigValue('demoAccounts')) ?? '').split(',');
      const isDemo = config.demoMode && users.every((u) => demoAccounts.includes(u.account));
      return isDemo ? `验证码已发送（演示环境：${code}）` : '验证码已发送';
    },

    async smsLogin(form: { mobile: string; code: string }, meta: RequestMeta) {
      const s = await settings.get();
      if (s.smsLogin !== 1) throw fail.badRequest(SETTINGS_MSG.smsLoginOff);
      const sub = parseSubAccount(form.mobile);
      const mobile = sub?.mobile ?? form.mobile;
      const saved = await repo.findSmsCode(mobile);
      if (!saved || saved.expiresAt < Date.now() || saved.attempts >= SMS_MAX_ATTEMPTS || saved.code !== form.code) {
        if (saved) await repo.countSmsAttempt(mobile);
        await logFailure(form.mobile, 'sms', meta, Msg.smsCodeWrong);
        throw fail.badRequest(Msg.smsCodeWrong);
      }
      const candidates = (await repo.findUsersByMobile(mobile)).filter((u) => !sub || u.account === sub.account);
      if (candidates.length === 0) throw fail.badRequest(Msg.mobileNotRegistered);
      if (candidates.length > 1) throw fail.badRequest(Msg.mobileAmbiguous);
      const user = candidates[0]!;
      if (user.lockUntil && user.lockUntil > Date.now()) throw fail.badRequest(lockedMsg(s));
      if (user.enabledMark !== 1) throw fail.badRequest(Msg.accountDisabled);
      await repo.deleteSmsCode(mobile);
      return startSession(user, 'sms', meta);
    },

    async logout(auth: AuthContext, meta: RequestMeta) {
      await sessions.end(auth.sessionId, 'logout');
      await repo.writeLoginLog({
        userId: auth.userId,
        account: auth.account,
        userName: auth.realName,
        type: 'logout',
        method: 'password',
        ip: meta.ip,
        userAgent: meta.userAgent ?? null,
        result: '退出成功',
      });
      log.debug({ userId: auth.userId }, 'logout');
    },

    /**
     * Unlocking the lock screen re-checks the password of the signed-in account. A wrong one counts
     * toward the same lock-out as sign-in (else the lock screen is a guessing oracle without limit),
     * and a locked account stays locked here too.
     */
    async unlockScreen(auth: AuthContext, account: string, password: string, meta: RequestMeta) {
      const user = await repo.findUserById(auth.userId);
      if (!user) throw fail.badRequest(Msg.lockPasswordWrong);
      const now = Date.now();
      const s = await settings.get(auth);
      if (user.lockUntil && user.lockUntil > now) {
        await logFailure(user.account, 'password', meta, lockedMsg(s), user);
        throw fail.badRequest(lockedMsg(s));
      }
      if (account !== user.account || !(await verifyPassword(user.passwordHash, password))) {
        const { locked } = await countFailure(s, user, await failuresOf(user.account, user), now);
        const msg = locked ? lockedMsg(s) : Msg.lockPasswordWrong;
        await logFailure(user.account, 'password', meta, msg, user);
        throw fail.badRequest(msg);
      }
      await afterRightPassword(user, password);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
