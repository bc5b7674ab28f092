import type { LocaleBundle } from '@/lib/locale-bundle';
import type { DeviceModule } from '@/sync/device-modules';
import type { PageLoader } from '@/app/routing/page-registry';

/** A page on a fixed path of SPEC §2 (not from a menu), e.g. /messageRecord, inside the shell. */
export interface FixedRoute {
  path: `/${string}`;
  load: PageLoader;
  /** Key of the page title in the shell's locale (route.*). */
  titleKey: string;
  keepAlive?: boolean;
}

/**
 * Everything a feature brings to the web client, in one value its folder exports
 * (`client/module.ts`); `src/app/features.ts` lists the modules once (ADR 0010). Everything here
 * is light or lazy: the list is part of the shell's first download.
 */
export interface ClientFeatureModule {
  /** The feature folder's name; unique. */
  name: string;
  /** Pages by menu urlAddress (the server's menus point at them). */
  pages?: Record<string, PageLoader>;
  /** Pages on fixed paths; one registered here replaces the shell's 'not available' screen for that path. */
  routes?: readonly FixedRoute[];
  /** Its strings (locales/<area>/*.json), loaded with its pages; listed so one test checks every language. */
  locales?: () => Promise<{ bundle: LocaleBundle }>;
  /** What it keeps on the device: tables, pulled collections, offline writes. */
  device?: Omit<DeviceModule, 'name'>;
}

export const defineClientModule = (module: ClientFeatureModule): ClientFeatureModule => module;
