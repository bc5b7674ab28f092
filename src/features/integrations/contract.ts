/**
 * 第三方集成 (issue 17, ADR 0038): 企业微信 and 钉钉 — organisation sync and message push through
 * pluggable adapters, off by default, configured by an administrator.
 */
import { z } from 'zod';

export const INTEGRATION_MENU = 'system.integration';
export const INTEGRATION_PAGE = 'system/integration';
export const INTEGRATION_BUTTONS = { edit: 'btn_edit', sync: 'btn_sync' } as const;
export const IntegrationApi = { base: '/api/system/integration' } as const;

export const VENDORS = ['wechatWork', 'dingTalk'] as const;
export type Vendor = (typeof VENDORS)[number];
export const VENDOR_NAMES: Record<Vendor, string> = { wechatWork: '企业微信', dingTalk: '钉钉' };
/** The vendors' own addresses; a configuration may point elsewhere (a proxy, or a local stand-in in tests). */
export const VENDOR_BASE_URLS: Record<Vendor, string> = { wechatWork: 'https://qyapi.weixin.qq.com', dingTalk: 'https://oapi.dingtalk.com' };
/** The vendor department our top organisations go under (both call their root department 1). */
export const DEFAULT_ROOT_DEPT = '1';

export const SYNC_KINDS = ['sync', 'push'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export const IntegrationMsg = {
  vendorUnknown: '不支持的集成类型',
  corpIdRequired: '请输入企业 ID（CorpID / AppKey）',
  corpIdTooLong: '企业 ID 不能超过128个字符',
  corpIdInvalid: '企业 ID 只能包含字母、数字、下划线和短横线',
  secretRequired: '请输入应用密钥（Secret）',
  secretForNewAddress: '更改了服务地址，请重新输入应用密钥（Secret）',
  secretTooLong: '应用密钥不能超过256个字符',
  agentIdInvalid: '应用 AgentId 只能是数字',
  agentIdRequired: '开启消息推送时必须填写应用 AgentId',
  baseUrlInvalid: '服务地址必须是 http:// 或 https:// 开头的网址',
  rootDeptInvalid: '上级部门 ID 只能是数字',
  saved: '保存成功',
  connected: '连接成功',
  notEnabled: '请先启用并保存该集成',
  secretUnreadable: '已保存的应用密钥无法解密（密钥文件已更换），请重新输入并保存',
  syncRunning: '同步正在进行中，请稍后再试',
  synced: '同步完成',
  syncPartly: '同步完成，部分数据失败，请查看同步日志',
  noMappedParent: '上级部门未同步成功',
  noMappedOrganize: '所属部门未同步成功',
  noOrganize: '未设置所属部门',
} as const;

const flag = z.union([z.literal(0), z.literal(1)]);

/** What an administrator saves for one vendor. An empty secret keeps the stored one. */
export const integrationConfigBody = z.object({
  enabled: flag.default(0),
  corpId: z.string().trim().max(128, IntegrationMsg.corpIdTooLong).regex(/^[A-Za-z0-9_-]*$/, IntegrationMsg.corpIdInvalid).default(''),
  secret: z.string().trim().max(256, IntegrationMsg.secretTooLong).default(''),
  agentId: z.string().trim().max(32).regex(/^\d*$/, IntegrationMsg.agentIdInvalid).default(''),
  baseUrl: z.string().trim().max(300).regex(/^https?:\/\/[^\s/]+(:\d+)?(\/[^\s]*)?$/i, IntegrationMsg.baseUrlInvalid).or(z.literal('')).default(''),
  pushMessages: flag.default(0),
  syncUsers: flag.default(1),
  rootDeptId: z.string().trim().max(20).regex(/^\d+$/, IntegrationMsg.rootDeptInvalid).default(DEFAULT_ROOT_DEPT),
}).superRefine((b, ctx) => {
  if (b.enabled === 1 && !b.corpId) ctx.addIssue({ code: 'custom', path: ['corpId'], message: IntegrationMsg.corpIdRequired });
  if (b.pushMessages === 1 && !b.agentId) ctx.addIssue({ code: 'custom', path: ['agentId'], message: IntegrationMsg.agentIdRequired });
});
export type IntegrationConfigBody = z.output<typeof integrationConfigBody>;
export type IntegrationConfigInput = z.input<typeof integrationConfigBody>;

export const vendorParams = z.object({ vendor: z.enum(VENDORS, { error: IntegrationMsg.vendorUnknown }) });

/** One vendor's configuration as read: the secret never leaves the server, only a mask of it. */
export const integrationConfig = z.object({
  vendor: z.enum(VENDORS),
  enabled: flag,
  corpId: z.string(),
  /** '' when none is stored, else bullets and its last four characters. */
  secretMask: z.string(),
  hasSecret: z.boolean(),
  agentId: z.string(),
  baseUrl: z.string(),
  defaultBaseUrl: z.string(),
  pushMessages: flag,
  syncUsers: flag,
  rootDeptId: z.string(),
  lastModifyTime: z.number().nullable(),
});
export type IntegrationConfig = z.output<typeof integrationConfig>;

export const integrationTestResult = z.object({ expiresIn: z.number() });
export type IntegrationTestResult = z.output<typeof integrationTestResult>;

export const syncResult = z.object({
  logId: z.string(),
  departments: z.object({ created: z.number(), updated: z.number(), failed: z.number() }),
  users: z.object({ created: z.number(), updated: z.number(), failed: z.number() }),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  /** The first failures, one line each (名称：原因). */
  errors: z.array(z.string()),
});
export type SyncResult = z.output<typeof syncResult>;

export const SYNC_LOG_SORTS = ['creatorTime'] as const;
export const syncLogQuery = z.object({
  vendor: z.enum(VENDORS).optional(),
  kind: z.enum(SYNC_KINDS).optional(),
  /** 1 failed only, 0 succeeded only. */
  failedOnly: z.coerce.number().int().min(0).max(1).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sidx: z.enum(SYNC_LOG_SORTS).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type SyncLogQuery = z.output<typeof syncLogQuery>;

export const syncLogRow = z.object({
  id: z.string(),
  vendor: z.enum(VENDORS),
  kind: z.enum(SYNC_KINDS),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  /** 1 when the run did what it set out to (failed items may still be counted). */
  success: flag,
  errorText: z.string(),
  userName: z.string(),
  creatorTime: z.number(),
});
export type SyncLogRow = z.output<typeof syncLogRow>;

export const syncLogPage = z.object({
  list: z.array(syncLogRow),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), total: z.number() }),
});

/** How a stored secret is shown: never more than its last four characters. */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  return `${'•'.repeat(8)}${secret.length > 8 ? secret.slice(-4) : ''}`;
}
