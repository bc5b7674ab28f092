import { parseSettings, SETTINGS_DEFAULTS, type SystemSettings } from '../../features/system/contract/settings';
import type { ServerConfig } from '../config';
import type { AccessCatalog, AccessSnapshots } from './snapshot';

export interface SettingsReader {
  /** The settings at the current `access` generation; `request` as for the snapshots (one generation read per request). */
  get(request?: object): Promise<SystemSettings>;
  /** What a key never stored reads as. */
  defaults: SystemSettings;
}

/**
 * 系统配置 as every feature reads it (ADR 0024). base_sys_config raises the access generation
 * (ADR 0015), so the catalog that holds the stored values is rebuilt at the next request of any
 * server process after a write: a change applies without a restart or messages between processes.
 * Parsed once per catalog.
 */
export function settingsReader(snapshots: AccessSnapshots, config: Pick<ServerConfig, 'sessionTtlHours'>): SettingsReader {
  const defaults: SystemSettings = { ...SETTINGS_DEFAULTS, sessionTtlHours: config.sessionTtlHours };
  const parsed = new WeakMap<AccessCatalog, SystemSettings>();
  return {
    defaults,
    async get(request) {
      const catalog = await snapshots.catalog(request);
      let settings = parsed.get(catalog);
      if (!settings) parsed.set(catalog, (settings = parseSettings(catalog.sysConfig, defaults)));
      return settings;
    },
  };
}
