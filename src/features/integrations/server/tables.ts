/** 第三方集成 (issue 17, ADR 0038). */
export interface BaseIntegrationConfigTable {
  /** wechatWork | dingTalk */
  vendor: string;
  enabled: number;
  /** 企业微信 CorpID, 钉钉 AppKey. */
  corpId: string;
  /** 企业微信 Secret, 钉钉 AppSecret: sealed (secrets.ts), never answered (masked on read). */
  secret: string;
  agentId: string;
  /** '' means the vendor's own address. */
  baseUrl: string;
  pushMessages: number;
  syncUsers: number;
  /** The vendor department our top organisations go under. */
  rootDeptId: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** One of our organisations or users and its id at a vendor, written when the vendor accepted it. */
export interface BaseIntegrationMappingTable {
  id: string;
  vendor: string;
  /** organize | user */
  localType: string;
  localId: string;
  remoteId: string;
  syncTime: number;
}

/** One organisation sync or one failed message push. */
export interface BaseIntegrationLogTable {
  id: string;
  vendor: string;
  /** sync | push */
  kind: string;
  created: number;
  updated: number;
  failed: number;
  success: number;
  errorText: string | null;
  creatorUserId: string | null;
  creatorTime: number;
}

export interface IntegrationTables {
  baseIntegrationConfig: BaseIntegrationConfigTable;
  baseIntegrationMapping: BaseIntegrationMappingTable;
  baseIntegrationLog: BaseIntegrationLogTable;
}

declare module '../../../server/db/schema' {
  interface DB extends IntegrationTables {}
}
