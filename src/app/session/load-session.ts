import type { CurrentUser } from '@/features/auth/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { i18n } from '@/lib/i18n';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { authApi } from './auth-api';
import { closePlatformSocket, connectPlatformSocket } from './platform-socket';
import { onSessionReset, sessionStore } from './session-store';

/**
 * Which user's device store holds the session of this token. The session itself (menus,
 * permissions, user info) lives in that store (docs/adr/0009); localStorage keeps only this pointer.
 */
interface SessionPointer {
  token: string;
  userId: string;
}
const POINTER_KEY = 'sessionUser';
/** Before ADR 0009 the whole answer sat in localStorage; dropped once the store holds it. */
const LEGACY_SNAPSHOT_KEY = 'sessionSnapshot';

onSessionReset(() => {
  removeStored(POINTER_KEY);
  removeStored(LEGACY_SNAPSHOT_KEY);
  closePlatformSocket();
});

function apply(info: CurrentUser, fresh: boolean): void {
  writeStored('sysConfig', info.sysConfigInfo);
  sessionStore.set({ menus: info.menuList, permissions: info.permissionList, userInfo: info.userInfo, sysConfig: info.sysConfigInfo });
  // The local store and its outbox belong to this user; the socket tells of forced logout and changes.
  // Loaded after sign-in: the sign-in page does not carry the local database code.
  void import('@/sync')
    .then(async (sync) => {
      const engine = await sync.startUserSync(info.userInfo.userId);
      // A fresh answer replaces what the device keeps for a start without network.
      if (fresh) {
        await sync.saveSessionCache(engine.db, info);
        removeStored(LEGACY_SNAPSHOT_KEY);
      }
    })
    .catch(() => undefined);
  connectPlatformSocket(() => sessionStore.get().token);
}

/** The session the device keeps for this token, if it keeps one. */
async function keptSession(token: string | null): Promise<CurrentUser | null> {
  const pointer = readStored<SessionPointer | null>(POINTER_KEY, null);
  if (!token || pointer?.token !== token) return null;
  const sync = await import('@/sync');
  return sync.readUserSessionCache(pointer.userId).catch(() => null);
}

/**
 * Fetches CurrentUser into the session; rejects with the texts of SPEC §5 on an empty answer.
 * Offline (no answer at all) the session kept in the user's device store for the same token is
 * used, so the installed app opens to the last signed-in state.
 */
export async function loadSession(): Promise<void> {
  const token = sessionStore.get().token;
  let info: CurrentUser | null;
  try {
    info = await authApi.currentUser();
  } catch (error) {
    const kept = error instanceof EnvelopeError ? null : await keptSession(token);
    if (kept) return apply(kept, false);
    throw error;
  }
  if (!info) throw new Error(i18n.t('login.verifyFailed'));
  if (!info.menuList.length) throw new Error(i18n.t('login.noPermission'));
  if (token) writeStored(POINTER_KEY, { token, userId: info.userInfo.userId } satisfies SessionPointer);
  apply(info, true);
}
