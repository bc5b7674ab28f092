import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemName } from '@/app/layout/Logo';
import { parseRouterSearch, routerHref } from '@/app/routing/sign-in-path';
import LoginPage from './LoginPage';
import { LoginExitContext, type LoginExit } from './login-exit';

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The sign-in page of a start without a token, shown before the router exists (first-screen.ts).
 * Signing in hands the target URL to the host, which then starts the router there.
 */
export default function SignInScreen({ onSignedIn }: { onSignedIn(href: string): Promise<void> }) {
  const { t } = useTranslation();
  const app = useSystemName();
  useEffect(() => {
    document.title = `${t('route.login')} - ${app}`;
  }, [t, app]);
  const exit = useMemo<LoginExit>(() => {
    const search = parseRouterSearch(location.search);
    return { redirect: text(search.redirect), redirectQuery: text(search.redirectQuery), go: (to, next) => onSignedIn(routerHref(to, next)) };
  }, [onSignedIn]);
  return (
    <LoginExitContext.Provider value={exit}>
      <LoginPage />
    </LoginExitContext.Provider>
  );
}
