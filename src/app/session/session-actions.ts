import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authApi } from './auth-api';
import { resetSession, setLocked } from './session-store';

export function useSessionActions() {
  const navigate = useNavigate();
  const lock = useCallback(() => {
    setLocked(true);
    void navigate({ to: '/lockScreen', replace: true });
  }, [navigate]);
  /** Calls the endpoint, then drops everything of the session whatever it answered (SPEC §4). */
  const logout = useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      // Signed out locally even when the server cannot be reached.
    }
    resetSession();
    await navigate({ to: '/login', replace: true });
  }, [navigate]);
  return { lock, logout };
}
