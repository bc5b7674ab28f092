import type { SyncCollection } from '@/features/sync/contract';
import { createStore, type Store } from '@/lib/store';
import type { PullProgress } from './pull';

/** What the engine is doing now; counts (pending, rejected) and last pulls are read live from Dexie. */
export interface EngineStatus {
  started: boolean;
  online: boolean;
  isLeader: boolean;
  pushing: boolean;
  pulling: boolean;
  /** 600/601/602 received: the queue waits for a new sign-in. */
  pausedCode: number | null;
  lastError: string | null;
  nextRetryAt: number | null;
  lastPushAt: number | null;
  progress: Partial<Record<SyncCollection, PullProgress>>;
}

export const initialStatus = (): EngineStatus => ({
  started: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  isLeader: false,
  pushing: false,
  pulling: false,
  pausedCode: null,
  lastError: null,
  nextRetryAt: null,
  lastPushAt: null,
  progress: {},
});

export const createStatusStore = (): Store<EngineStatus> => createStore<EngineStatus>(initialStatus());

/** The status the hooks and the badge read (the current engine writes into it). */
export const syncStatusStore = createStatusStore();

export interface StorageInfo {
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}

export async function readStorageInfo(): Promise<StorageInfo> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  const persisted = storage?.persisted ? await storage.persisted().catch(() => null) : null;
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** Asks the browser not to evict this origin's data under storage pressure (after sign-in). */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}
