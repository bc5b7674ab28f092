import type { Vendor } from '../../contract';
import type { IntegrationAdapter } from './adapter';
import { dingTalkAdapter } from './ding-talk';
import { wechatWorkAdapter } from './wechat-work';

/** The adapters by vendor key: another vendor is one more entry (and its key in the contract's VENDORS). */
export const adapters: Readonly<Record<Vendor, IntegrationAdapter>> = {
  wechatWork: wechatWorkAdapter,
  dingTalk: dingTalkAdapter,
};
