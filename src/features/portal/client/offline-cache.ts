import type { Table } from 'dexie';
import type { PortalHome } from '@/features/portal/contract';
import type { QingbanDb } from '@/sync/db';

/** What the user's own widgets list (todo, notices, documents, workbench figures), fetched beside Home. */
export interface PortalLists {
  todo: { id: string; title: string; time: number | null }[] | null;
  todoCount: number | null;
  notices: { id: string; title: string; time: number }[] | null;
  documents: { id: string; title: string; time: number }[] | null;
  figures: Record<string, Record<string, number | string>> | null;
  unread: number | null;
}

/** The last answer of a portal page (Home or a released portal), kept on the device (store version 17). */
export interface PortalSnapshot {
  key: string;
  home: PortalHome;
  lists: PortalLists;
  /** When the server answered (ms). */
  fetchedAt: number;
}

declare module '@/sync/db' {
  interface QingbanDb {
    portalCache: Table<PortalSnapshot, string>;
  }
}

export const PORTAL_CACHE_TABLE = 'portalCache';
export const PORTAL_CACHE_INDEXES = 'key, fetchedAt';
/** Home's key, or a released portal's. */
export const HOME_KEY = 'home';
export const viewKey = (portalId: string) => `view:${portalId}`;

export const keepSnapshot = (db: QingbanDb, s: PortalSnapshot): Promise<string> => db.portalCache.put(s);
export const lastSnapshot = async (db: QingbanDb, key: string): Promise<PortalSnapshot | null> => (await db.portalCache.get(key)) ?? null;
