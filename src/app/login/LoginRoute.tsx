import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { LoginSearch } from '@/app/routing/standalone-routes';
import LoginPage from './LoginPage';
import { LoginExitContext, type LoginExit } from './login-exit';

/** `/login` inside the router: reached after a sign-out or a lost session. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as LoginSearch;
  const exit = useMemo<LoginExit>(
    () => ({ redirect: search.redirect, redirectQuery: search.redirectQuery, go: (to, next) => navigate({ to, search: next, replace: true }) }),
    [navigate, search.redirect, search.redirectQuery],
  );
  return (
    <LoginExitContext.Provider value={exit}>
      <LoginPage />
    </LoginExitContext.Provider>
  );
}
