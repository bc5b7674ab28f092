/** Business constants and limits (SPEC §9), written once for both sides. */
export const STORAGE_PREFIX = 'jnpf_';
export const LAYOUTS = ['classic', 'functional', 'plain', 'blend'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: Layout = 'classic';
export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PAGE = { defaultPage: 1, defaultSize: 20, sizes: [20, 50, 100, 500], maxSize: 10000 } as const;
export const PICKER_PAGE_SIZE = 20;
export const PICKER_NO_PAGING_SIZE = 10000;
export const SELECTED_PAGE_SIZE = 10;
export const LIST_DIALOG_SIZES = [10, 20, 30, 50, 100] as const;

export const UNREAD_BADGE_MAX = 99;
export const MOBILE_BREAKPOINT = 992;
export const MENU_ENTRY_WIDTH = 116;
export const SIDEBAR_WIDTH = 210;
export const FONT_SIZES = { large: 18, medium: 16, small: 14 } as const;
export const LAST_LOGIN_NOTICE_MS = 2000;
export const MESSAGE_DURATION_MS = 1500;

export const MONEY_MAX = 1_000_000_000;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 100_000_000;
export const ITEM_NAME_MAX = 50;

export const CHUNK_SIZE = 5_242_880;
export const CHUNK_RETRIES = 5;
export const HASH_BLOCK = 10_240_000;
export const FILE_MERGE_TIMEOUT_MS = 15_000;
export const IMAGE_LIMIT_MB = 100;
export const CHAT_IMAGE_LIMIT_MB = 5;

/** Login protection (foundation issue): captcha after 3 failures, lock after 5 for 10 minutes. */
export const LOGIN = {
  captchaAfterFailures: 3,
  lockAfterFailures: 5,
  lockMinutes: 10,
  captchaLength: 4,
  smsCodeLength: 6,
  smsCodeTtlSeconds: 300,
  smsResendSeconds: 60,
  qrTicketTtlSeconds: 120,
} as const;

export const DATE_FORMAT = { default: 'YYYY-MM-DD HH:mm', date: 'YYYY-MM-DD', creation: 'YYYY-MM-DD HH:mm:ss' } as const;
