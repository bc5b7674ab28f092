import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { LoginResult } from '@/features/auth/contract';
import { announceLastLogin } from '@/app/layout/use-last-login-notice';
import { setToken } from '@/app/session/session-store';
import { layoutFromServerTheme, updateSetting } from '@/app/settings/settings-store';

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
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string; redirectQuery?: string };
  return useCallback(
    async (result) => {
      setToken(result.token);
      updateSetting('layoutType', layoutFromServerTheme(result.theme));
      announceLastLogin();
      const target = search.redirect && search.redirect.startsWith('/') && search.redirect !== '/login' ? search.redirect : '/';
      await navigate({ to: target, search: parseQuery(search.redirectQuery), replace: true });
    },
    [navigate, search.redirect, search.redirectQuery],
  );
}
