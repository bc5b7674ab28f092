import type { CurrentUser } from '@/features/auth/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { i18n } from '@/lib/i18n';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { authApi } from './auth-api';
import { closePlatformSocket, connectPlatformSocket } from './platform-socket';
import { onSessionReset, sessionStore } from './session-store';

interface Snapshot {
  token: string;
  info: CurrentUser;
}

const SNAPSHOT_KEY = 'sessionSnapshot';
onSessionReset(() => {
  removeStored(SNAPSHOT_KEY);
  closePlatformSocket();
});

function apply(info: CurrentUser): void {
  writeStored('sysConfig', info.sysConfigInfo);
  sessionStore.set({ menus: info.menuList, permissions: info.permissionList, userInfo: info.userInfo, sysConfig: info.sysConfigInfo });
  // The local store and its outbox belong to this user; the socket tells of forced logout and changes.
  // Loaded after sign-in: the sign-in page does not carry the local database code.
  void import('@/sync').then((sync) => sync.startUserSync(info.userInfo.userId));
  connectPlatformSocket(() => sessionStore.get().token);
}

/**
 * Fetches CurrentUser into the session; rejects with the texts of SPEC §5 on an empty answer.
 * Offline (no answer at all) the last answer for the same token is used, so the installed app opens
 * to the last signed-in state.
 */
export async function loadSession(): Promise<void> {
  const token = sessionStore.get().token;
  let info: CurrentUser | null;
  try {
    info = await authApi.currentUser();
  } catch (error) {
    const snapshot = readStored<Snapshot | null>(SNAPSHOT_KEY, null);
    if (!(error instanceof EnvelopeError) && snapshot && snapshot.token === token) return apply(snapshot.info);
    throw error;
  }
  if (!info) throw new Error(i18n.t('login.verifyFailed'));
  if (!info.menuList.length) throw new Error(i18n.t('login.noPermission'));
  if (token) writeStored(SNAPSHOT_KEY, { token, info } satisfies Snapshot);
  apply(info);
}
