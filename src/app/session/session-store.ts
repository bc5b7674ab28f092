import type { MenuNode, PermissionEntry, SysConfigInfo, UserInfo } from '@/features/auth/contract';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { createStore } from '@/lib/store';

export interface SessionState {
  token: string | null;
  /** Lock flag 1 survives a reload (SPEC §4). */
  locked: boolean;
  /** null until CurrentUser has been loaded for this token. */
  menus: MenuNode[] | null;
  permissions: PermissionEntry[];
  userInfo: UserInfo | null;
  sysConfig: SysConfigInfo | null;
}

export const sessionStore = createStore<SessionState>({
  token: readStored<string | null>('token', null),
  locked: readStored<number>('isLock', 0) === 1,
  menus: null,
  permissions: [],
  userInfo: null,
  sysConfig: readStored<SysConfigInfo | null>('sysConfig', null),
});

export function setToken(token: string): void {
  writeStored('token', token);
  sessionStore.set({ token });
}

/**
 * A token handed to this window in its URL (a type 6 menu's `?token=`, SPEC §2): used by this window
 * only and never written to storage, so it neither signs in other tabs nor outlives the page.
 */
export function adoptToken(token: string): void {
  sessionStore.set({ token });
}

export function setLocked(locked: boolean): void {
  if (locked) writeStored('isLock', 1);
  else removeStored('isLock');
  sessionStore.set({ locked });
}

/** Other parts of the client (tags, socket, cached trees) register what to drop on sign-out. */
const resetters = new Set<() => void>();
export function onSessionReset(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/** Drops the token and everything loaded with it. */
export function resetSession(): void {
  removeStored('token');
  removeStored('isLock');
  sessionStore.set({ token: null, locked: false, menus: null, permissions: [], userInfo: null });
  resetters.forEach((reset) => reset());
}
