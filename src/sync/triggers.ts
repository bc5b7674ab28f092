export const BACKGROUND_SYNC_TAG = 'qingban-outbox';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Background Sync where the browser has it (Chromium): the service worker gets a `sync` event
 * when connectivity returns and can wake a client. A bonus only — the engine's own triggers
 * (online, focus, timer, after a write) are what replay relies on.
 */
export async function registerBackgroundSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return false;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & SyncRegistration;
    if (!registration.sync) return false;
    await registration.sync.register(BACKGROUND_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
