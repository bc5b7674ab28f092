/** Result codes of the envelope (SPEC §8). Clients read `code`; HTTP status stays 200. */
export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SERVER_ERROR: 500,
  TOKEN_INVALID: 600,
  TOKEN_REPLACED: 601,
  TOKEN_REVOKED: 602,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Messages the server sends. Chinese first: the platform's default language. */
export const Msg = {
  ok: 'Success',
  updated: '更新成功',
  created: '新建成功',
  deleted: '删除成功',
  systemError: '系统异常，请联系管理员',
  requestFailed: '请求失败，请重试',
  notFound: '接口不存在',
  recordNotFound: '数据不存在',
  parseFailed: '数据解析失败',
  tokenInvalid: '登录过期，请重新登录',
  tokenReplaced: '您的账号已在其他地方登录，您已被迫下线',
  tokenRevoked: '您已被管理员强制下线',
  permissionDenied: '您的权限不足，请联系管理员',
  verifyFailed: '验证失败，请重新登录。',
  sortFieldInvalid: '排序字段不合法',
  accountRequired: '账号不能为空',
  passwordRequired: '密码不能为空',
  passwordFormat: '密码格式错误',
  wrongAccountOrPassword: '账号或密码错误',
  accountLocked: '账号已被锁定，请10分钟后再试',
  accountDisabled: '账号已被禁用，请联系管理员',
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误',
  captchaExpired: '验证码已过期，请刷新',
  smsCodeWrong: '短信验证码错误或已过期',
  smsTooFrequent: '发送过于频繁，请稍后再试',
  mobileNotRegistered: '该手机号未注册',
  mobileAmbiguous: '该手机号绑定了多个账号，请使用 手机号@账号 登录',
  qrTicketInvalid: '二维码已失效，请刷新',
  lockPasswordWrong: '密码错误，请重新输入',
  tooManyRequests: '请求过于频繁，请稍后再试',
  bodyTooLarge: '请求内容过大',
} as const;

/** Msg.accountLocked with the lock-out time of 系统配置 (10 minutes by default). */
export const lockedMessage = (minutes: number): string => `账号已被锁定，请${minutes}分钟后再试`;
