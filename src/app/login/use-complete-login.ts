import { useCallback } from 'react';
import type { LoginResult } from '@/features/auth/contract';
import { announceLastLogin } from '@/app/layout/last-login-announcement';
import { setToken } from '@/app/session/session-store';
import { layoutFromServerTheme, updateSetting } from '@/app/settings/settings-store';
import { useLoginExit } from './login-exit';

function parseQuery(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Stores the token, takes the layout from the server's theme, and goes back where the user was headed. */
export function useCompleteLogin(): (result: Pick<LoginResult, 'token'> & { theme?: string }) => Promise<void> {
  const exit = useLoginExit();
  return useCallback(
    async (result) => {
      setToken(result.token);
      updateSetting('layoutType', layoutFromServerTheme(result.theme));
      announceLastLogin();
      const target = exit.redirect && exit.redirect.startsWith('/') && exit.redirect !== '/login' ? exit.redirect : '/';
      await exit.go(target, parseQuery(exit.redirectQuery));
    },
    [exit],
  );
}
