import type { SyncCollection } from '@/features/sync/contract';
import { runWhileLeading } from './background';
import { closeUserDb, currentDb, deleteUserDb, openUserDb } from './db';
import { loadDeviceMutations, pendingTables } from './device-modules';
import { SyncEngine, type SyncEngineOptions } from './engine';
import { createHttpTransport } from './http-transport';
import { onLocalWrite } from './mutations';
import { requestPersistentStorage, syncStatusStore } from './status';
import type { SyncTransport } from './transport';
import { registerBackgroundSync } from './triggers';
import './profile-mutations';

let engine: SyncEngine | null = null;
const signInListeners = new Set<(code: number) => void>();
let offSignIn: (() => void) | null = null;
let offBackground: (() => void) | null = null;

onLocalWrite(() => {
  engine?.requestReplay();
  void registerBackgroundSync();
});

/** The service worker's Background Sync handler may post this to wake the queue. */
export const SW_SYNC_MESSAGE = 'qingban-sync';
if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SW_SYNC_MESSAGE) engine?.requestReplay();
  });
}

export const currentEngine = (): SyncEngine | null => engine;

/**
 * After sign-in (and on every start with a stored token): opens the user's database, asks for
 * persistent storage and starts sync. Signing in again as the same user resumes a paused queue.
 */
export async function startUserSync(userId: string, options: { transport?: SyncTransport } & Partial<SyncEngineOptions> = {}): Promise<SyncEngine> {
  if (engine && engine.isFor(userId)) {
    if (engine.status.get().pausedCode !== null) engine.resume();
    return engine;
  }
  stopUserSync();
  // Every module's writes are known before the queue replays: a scan queued before a reload rebases even if its page is not open.
  const [db] = await Promise.all([openUserDb(userId), loadDeviceMutations()]);
  void requestPersistentStorage();
  engine = new SyncEngine({ status: syncStatusStore, ...options, db, transport: options.transport ?? createHttpTransport() });
  offSignIn = engine.onNeedsSignIn((code) => signInListeners.forEach((l) => l(code)));
  engine.start();
  // The features' background work (uploads kept on the device…) runs in the tab that leads sync.
  offBackground = runWhileLeading(engine);
  return engine;
}

/** Stops sync and closes the database; the outbox stays on the device for this user's next sign-in. */
export function stopUserSync(): void {
  offBackground?.();
  offBackground = null;
  offSignIn?.();
  offSignIn = null;
  engine?.stop();
  engine = null;
  closeUserDb();
}

/** Writes not yet accepted by the server, and files kept on the device until they upload (logout warns `N 条更改尚未同步` when above 0). */
export async function unsyncedCount(): Promise<number> {
  const db = currentDb();
  if (!db) return 0;
  const counts = await Promise.all([db.outbox.count(), ...pendingTables().map((t) => db.table(t).count())]);
  return counts.reduce((a, b) => a + b, 0);
}

/** A completed logout: stop, then delete this user's database (cached trees, outbox, files). */
export async function finishLogout(userId: string | null | undefined): Promise<void> {
  stopUserSync();
  if (userId) await deleteUserDb(userId);
}

/** For the socket handler: the server says something changed. */
export function requestPull(collections?: readonly SyncCollection[]): void {
  engine?.requestPull(collections);
}

export function requestReplay(): void {
  engine?.requestReplay();
}

/** After a new sign-in following 600/601/602. */
export function resumeSync(): void {
  engine?.resume();
}

/** 600/601/602 met by sync: the shell sends the user to sign in again. */
export function onNeedsSignIn(listener: (code: number) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}
