import type { ServerContext } from '../../../../server/context';
import { assertAccess } from '../../../../server/identity/access';
import type { AuthContext } from '../../../../server/plugins/auth';
import { SETTINGS_MODULE, storedSettings, type SystemSettings } from '../../contract';
import { settingsRepository } from './repository';

/** 系统配置 (menu system.sysConfig): read with the menu, saved with its edit button. */
export function settingsService(ctx: ServerContext) {
  const db = ctx.database.db;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, SETTINGS_MODULE, button);

  return {
    async get(auth: AuthContext): Promise<SystemSettings> {
      await allowed(auth);
      return ctx.settings.get(auth);
    },

    /**
     * Stores every key in one transaction. Its write raises the access generation (ADR 0015), so
     * each server process reads the new settings at its next request.
     */
    async save(auth: AuthContext, settings: SystemSettings): Promise<string[]> {
      await allowed(auth, 'btn_edit');
      const before = await ctx.settings.get();
      const changed = await db.transaction().execute((trx) => settingsRepository(trx).save(storedSettings(settings)));
      ctx.log.info({ userId: auth.userId, changed }, 'system settings saved');
      if (changed.length) ctx.audit.change(auth, { module: SETTINGS_MODULE, entity: 'sysConfig', id: 'sysConfig', before: { ...before }, after: { ...settings } });
      return changed;
    },
  };
}
