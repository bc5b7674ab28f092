import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { confirmAction } from '@/components/dialogs/confirm';
import { finishLogout, syncT, unsyncedCount } from '@/sync';
import { authApi } from './auth-api';
import { resetSession, sessionStore, setLocked } from './session-store';

export function useSessionActions() {
  const navigate = useNavigate();
  const lock = useCallback(() => {
    setLocked(true);
    void navigate({ to: '/lockScreen', replace: true });
  }, [navigate]);
  /** Calls the endpoint, then drops everything of the session whatever it answered (SPEC §4). */
  const logout = useCallback(async () => {
    // Unsynced writes would be lost with the local store: say so, and let the user stay.
    const pending = await unsyncedCount();
    if (pending > 0) {
      const leave = await confirmAction({ title: syncT('logout.title'), message: `${syncT('logout.unsynced', { count: pending })}。${syncT('logout.detail')}`, danger: true });
      if (!leave) return;
    }
    const userId = sessionStore.get().userInfo?.userId;
    try {
      await authApi.logout();
    } catch {
      // Signed out locally even when the server cannot be reached.
    }
    resetSession();
    await finishLogout(userId);
    await navigate({ to: '/login', replace: true });
  }, [navigate]);
  return { lock, logout };
}
