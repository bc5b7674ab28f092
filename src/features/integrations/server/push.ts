import type { ServerContext } from '../../../server/context';
import type { MessagePusher } from '../../../server/modules/feature-module';
import type { DeliveredMessage } from '../../../server/notify';
import { richTextToPlain } from '../../../server/sanitize-html';
import { VENDORS, type Vendor } from '../contract';
import type { IntegrationAdapter } from './adapters/adapter';
import { adapters as defaultAdapters } from './adapters';
import { VendorError } from './adapters/http';
import { integrationRepository } from './repository';
import { integrationSecrets, openSecret } from './secrets';
import { credentialsOf } from './service';

const TEXT_MAX = 500;

/** The plain text a vendor shows under the title: the body's text, never a workflow's config (type 2). */
export function plainText(m: Pick<DeliveredMessage, 'type' | 'bodyText' | 'bodyHtml'>): string {
  if (m.type === 2) return '';
  const text = (m.bodyText ?? (m.bodyHtml ? richTextToPlain(m.bodyHtml) : '')).trim();
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text;
}

/**
 * Notifications to 企业微信 / 钉钉 (ADR 0038): for each enabled vendor with push on, the recipients that
 * an organisation sync mapped get the title and plain text as a work notice from the app (AgentId).
 * Runs after the in-app send, in the background; a failure is a row of the sync log, never an error
 * of the sender.
 */
export function integrationPusher(adapters: Readonly<Record<Vendor, IntegrationAdapter>> = defaultAdapters): MessagePusher {
  return {
    name: 'integrations',
    async push(ctx: ServerContext, m: DeliveredMessage) {
      const repo = integrationRepository(ctx.database.db);
      const configs = (await repo.enabledConfigs()).filter((c) => c.pushMessages === 1 && c.agentId && c.secret);
      if (configs.length === 0) return;
      const userIds = await repo.enabledOf(m.toUserIds);
      for (const config of configs) {
        const vendor = config.vendor as Vendor;
        if (!(VENDORS as readonly string[]).includes(vendor)) continue;
        const secret = openSecret(integrationSecrets(ctx), config.secret);
        if (!secret) {
          ctx.log.warn({ vendor }, 'integration push skipped: the stored secret does not open (key changed?)');
          continue;
        }
        const mapped = await repo.mappings(vendor, 'user', userIds);
        const to = [...new Set(mapped.values())];
        if (to.length === 0) continue;
        let failed = 0;
        let errorText: string | null = null;
        try {
          const r = await adapters[vendor].sendText(credentialsOf(vendor, { ...config, secret }), to, { title: m.title, text: plainText(m) });
          if (r.invalid.length) {
            failed = r.invalid.length;
            errorText = `消息「${m.title}」有${failed}位接收人被拒收：${r.invalid.slice(0, 20).join('、')}`;
          }
        } catch (e) {
          failed = to.length;
          errorText = `消息「${m.title}」推送失败：${e instanceof VendorError ? e.message : '未知原因，请查看服务器日志'}`;
          if (!(e instanceof VendorError)) ctx.log.warn({ err: e, vendor }, 'integration push failed');
        }
        // Only failures are logged: a row per notification sent would bury the syncs.
        if (failed) await repo.log({ vendor, kind: 'push', created: to.length - failed, updated: 0, failed, success: failed < to.length ? 1 : 0, errorText, creatorUserId: null, creatorTime: Date.now() });
      }
    },
  };
}
