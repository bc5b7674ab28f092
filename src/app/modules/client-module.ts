import type { ComponentType } from 'react';
import type { SchemaFormProps } from '@/app/schema-form/SchemaForm';
import type { SchemaFormDesignerProps } from '@/app/schema-form/SchemaFormDesigner';
import type { LocaleBundle } from '@/lib/locale-bundle';
import type { BackgroundTask } from '@/sync/background';
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
 * A page on a fixed path OUTSIDE the shell layout (no header, menus or tags), e.g. a full-screen view.
 * The path may hold parameters (`/datascreen/$code`). Its title is its menu's name when the user has
 * a menu on that path, else `titleKey` (the shell's locale) when given.
 */
export interface StandaloneRoute {
  path: `/${string}`;
  load: PageLoader;
  titleKey?: string;
  /**
   * Opened with `?token=` (SPEC §2 menu type 6): a window without a session takes that token for
   * itself — kept in memory, never stored — instead of going to sign-in.
   */
  queryToken?: boolean;
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
  /** Pages on fixed paths outside the shell layout (full-screen views). */
  standalone?: readonly StandaloneRoute[];
  /** A control in the header's toolbar (e.g. the messages bell), loaded lazily after sign-in. */
  header?: () => Promise<{ default: ComponentType }>;
  /** Its strings (locales/<area>/*.json), loaded with its pages; listed so one test checks every language. */
  locales?: () => Promise<{ bundle: LocaleBundle; extraBundles?: readonly LocaleBundle[] }>;
  /** What it keeps on the device: tables, pulled collections, offline writes. */
  device?: Omit<DeviceModule, 'name' | 'background'>;
  /**
   * Work for the signed-in user's store that goes on whatever page is open (e.g. the uploads kept on
   * the device); the shell starts it in the tab that leads sync, loaded lazily.
   */
  background?: () => Promise<BackgroundTask>;
  /**
   * Work every tab does while a user is signed in (e.g. loading the translation overrides), started
   * lazily with the shell's header; the function it exports may return a stop function.
   */
  session?: () => Promise<{ default: () => void | (() => void) }>;
  /** Draws low-code form schemas for other features (`@/app/schema-form/SchemaForm`); one module provides it (在线开发). */
  formRenderer?: () => Promise<{ default: ComponentType<SchemaFormProps> }>;
  /** Lets other features design a form of their own (`@/app/schema-form/SchemaFormDesigner`); one module provides it (在线开发). */
  formDesigner?: () => Promise<{ default: ComponentType<SchemaFormDesignerProps> }>;
  /** The body of /home under the greeting (one module provides it: 门户, the user's portal; ADR 0042). */
  home?: () => Promise<{ default: ComponentType }>;
}

export const defineClientModule = (module: ClientFeatureModule): ClientFeatureModule => module;
