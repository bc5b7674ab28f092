import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  DEFAULT_ROOT_DEPT, INTEGRATION_BUTTONS as B, INTEGRATION_MENU, IntegrationMsg, maskSecret, VENDOR_BASE_URLS,
  type IntegrationConfig, type IntegrationConfigBody, type SyncLogQuery, type SyncLogRow, type SyncResult, type Vendor,
} from '../contract';
import type { IntegrationAdapter, VendorCredentials } from './adapters/adapter';
import { adapters as defaultAdapters } from './adapters';
import { VendorError } from './adapters/http';
import { integrationRepository, type ConfigRow } from './repository';
import { integrationSecrets, openSecret } from './secrets';
import { syncOrganisation } from './sync';

/** Syncs running in this process, by vendor: a second one is refused rather than interleaved. */
const running = new Set<Vendor>();

export const credentialsOf = (vendor: Vendor, c: Pick<ConfigRow, 'corpId' | 'secret' | 'agentId' | 'baseUrl'>): VendorCredentials =>
  ({ corpId: c.corpId, secret: c.secret, agentId: c.agentId, baseUrl: c.baseUrl || VENDOR_BASE_URLS[vendor] });

function configOf(vendor: Vendor, r: ConfigRow | undefined, secret: string): IntegrationConfig {
  return {
    vendor,
    enabled: r?.enabled === 1 ? 1 : 0,
    corpId: r?.corpId ?? '',
    secretMask: maskSecret(secret),
    hasSecret: Boolean(secret),
    agentId: r?.agentId ?? '',
    baseUrl: r?.baseUrl || VENDOR_BASE_URLS[vendor],
    defaultBaseUrl: VENDOR_BASE_URLS[vendor],
    pushMessages: r?.pushMessages === 1 ? 1 : 0,
    syncUsers: r?.syncUsers === 0 ? 0 : 1,
    rootDeptId: r?.rootDeptId || DEFAULT_ROOT_DEPT,
    lastModifyTime: r?.lastModifyTime == null ? null : Number(r.lastModifyTime),
  };
}

const message = (e: unknown) => (e instanceof VendorError ? e.message : '未知原因，请查看服务器日志');

/**
 * 第三方集成 (menu system.integration): read with the menu, saved and tested with btn_edit, the
 * organisation pushed with btn_sync (ADR 0038). Vendors are reached through `adapters` only.
 */
export function integrationService(ctx: ServerContext, adapters: Readonly<Record<Vendor, IntegrationAdapter>> = defaultAdapters) {
  const db = ctx.database.db;
  const repo = integrationRepository(db);
  const box = integrationSecrets(ctx);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, INTEGRATION_MENU, button);
  const read = async (vendor: Vendor) => {
    const row = await repo.config(vendor);
    return { row, secret: openSecret(box, row?.secret) };
  };

  /** The body's values (plain secret), with the stored secret when the body leaves it empty. */
  async function merged(vendor: Vendor, body: IntegrationConfigBody) {
    const stored = await read(vendor);
    const baseUrl = body.baseUrl === VENDOR_BASE_URLS[vendor] ? '' : body.baseUrl;
    // The stored secret only ever goes to the address it was saved with: a changed 服务地址 needs it typed again.
    if (!body.secret && stored.secret && baseUrl !== (stored.row?.baseUrl ?? '')) throw fail.badRequest(IntegrationMsg.secretForNewAddress);
    const secret = body.secret || stored.secret;
    return { stored, values: { ...body, secret, baseUrl } };
  }

  return {
    async get(auth: AuthContext, vendor: Vendor): Promise<IntegrationConfig> {
      await allowed(auth);
      const { row, secret } = await read(vendor);
      return configOf(vendor, row, secret);
    },

    async save(auth: AuthContext, vendor: Vendor, body: IntegrationConfigBody): Promise<IntegrationConfig> {
      await allowed(auth, B.edit);
      const { stored, values } = await merged(vendor, body);
      if (values.enabled === 1 && !values.secret) throw fail.badRequest(IntegrationMsg.secretRequired);
      const now = Date.now();
      // A new secret is sealed afresh; an unchanged one keeps its sealed value.
      const sealed = body.secret ? box.seal(body.secret) : (stored.row?.secret ?? '');
      await db.transaction().execute((tx) => integrationRepository(tx).saveConfig(vendor, { ...values, secret: sealed }, auth.userId, now));
      const after = configOf(vendor, await repo.config(vendor), values.secret);
      // The operation log holds the masks, never a secret.
      ctx.audit.change(auth, { module: INTEGRATION_MENU, entity: 'integrationConfig', id: vendor, before: stored.row ? { ...configOf(vendor, stored.row, stored.secret) } : null, after: { ...after } });
      return after;
    },

    /** Fetches a token with the form's values (the stored secret when it is left empty); nothing is saved. */
    async test(auth: AuthContext, vendor: Vendor, body: IntegrationConfigBody) {
      await allowed(auth, B.edit);
      const { values } = await merged(vendor, body);
      if (!values.corpId) throw fail.badRequest(IntegrationMsg.corpIdRequired);
      if (!values.secret) throw fail.badRequest(IntegrationMsg.secretRequired);
      try {
        const t = await adapters[vendor].token(credentialsOf(vendor, values));
        return { expiresIn: t.expiresIn };
      } catch (e) {
        throw fail.badRequest(message(e));
      }
    },

    /** Pushes the organisation (and the members when configured); one log row whatever happens. */
    async sync(auth: AuthContext, vendor: Vendor): Promise<{ result: SyncResult; msg: string }> {
      await allowed(auth, B.sync);
      const { row: config, secret } = await read(vendor);
      if (!config || config.enabled !== 1) throw fail.badRequest(IntegrationMsg.notEnabled);
      if (!secret) throw fail.badRequest(config.secret ? IntegrationMsg.secretUnreadable : IntegrationMsg.notEnabled);
      if (running.has(vendor)) throw fail.conflict(IntegrationMsg.syncRunning);
      running.add(vendor);
      try {
        const adapter = adapters[vendor];
        const c = credentialsOf(vendor, { ...config, secret });
        try {
          await adapter.token(c);
        } catch (e) {
          const text = message(e);
          await repo.log({ vendor, kind: 'sync', created: 0, updated: 0, failed: 0, success: 0, errorText: text, creatorUserId: auth.userId, creatorTime: Date.now() });
          ctx.log.warn({ vendor, err: text }, 'integration sync: vendor refused or unreachable');
          throw fail.badRequest(text);
        }
        const counts = await syncOrganisation(repo, adapter, c, { vendor, rootDeptId: config.rootDeptId || DEFAULT_ROOT_DEPT, syncUsers: config.syncUsers === 1 });
        const created = counts.departments.created + counts.users.created;
        const updated = counts.departments.updated + counts.users.updated;
        const failed = counts.departments.failed + counts.users.failed;
        const logId = await repo.log({
          vendor, kind: 'sync', created, updated, failed, success: 1, errorText: counts.errors.length ? counts.errors.slice(0, 50).join('\n') : null,
          creatorUserId: auth.userId, creatorTime: Date.now(),
        });
        ctx.log.info({ vendor, created, updated, failed }, 'integration sync done');
        return { result: { logId, ...counts, created, updated, failed, errors: counts.errors.slice(0, 10) }, msg: failed ? IntegrationMsg.syncPartly : IntegrationMsg.synced };
      } finally {
        running.delete(vendor);
      }
    },

    async logs(auth: AuthContext, q: SyncLogQuery) {
      await allowed(auth);
      const { total, rows } = await repo.logPage(q);
      const list: SyncLogRow[] = rows.map((r) => ({
        id: r.id, vendor: r.vendor as Vendor, kind: r.kind as SyncLogRow['kind'], created: r.created, updated: r.updated, failed: r.failed,
        success: r.success === 1 ? 1 : 0, errorText: r.errorText ?? '', userName: r.userName ?? '', creatorTime: Number(r.creatorTime),
      }));
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },
  };
}
export type IntegrationService = ReturnType<typeof integrationService>;
