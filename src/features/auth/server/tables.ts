export interface SessionTable {
  id: string;
  /** sha256 of the bearer token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  endedAt: number | null;
  /** 'logout' | 'replaced' (same account signed in elsewhere) | 'revoked' (forced offline) */
  endReason: string | null;
  ip: string | null;
  userAgent: string | null;
  device: string | null;
  /** The organisation the user switched to, if any. */
  organizeId: string | null;
}

export interface LoginLogTable {
  id: string;
  userId: string | null;
  account: string;
  userName: string | null;
  /** 'login' | 'logout' | 'failure' */
  type: string;
  /** 'password' | 'sms' | 'qr' */
  method: string;
  ip: string | null;
  userAgent: string | null;
  result: string;
  creatorTime: number;
}

export interface CaptchaTable {
  key: string;
  code: string;
  expiresAt: number;
}

export interface SmsCodeTable {
  mobile: string;
  code: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
}

export interface QrTicketTable {
  id: string;
  /** sha256 of the secret only the desktop that asked for the ticket knows. */
  pollSecretHash: string;
  status: 'waiting' | 'scanned' | 'confirmed' | 'consumed';
  userId: string | null;
  createdAt: number;
  expiresAt: number;
}

/** Failed password attempts for accounts that do not exist, so getConfig answers alike. */
export interface LoginFailureTable {
  account: string;
  failures: number;
  lastAt: number;
}

export interface AuthTables {
  baseSession: SessionTable;
  baseLoginLog: LoginLogTable;
  baseCaptcha: CaptchaTable;
  baseSmsCode: SmsCodeTable;
  baseQrTicket: QrTicketTable;
  baseLoginFailure: LoginFailureTable;
}

// Kysely's DB type is the shell's; each feature adds its tables to it here, so no central list names them.
declare module '../../../server/db/schema' {
  interface DB extends AuthTables {}
}
