import { signInUrlWithoutToken } from './routing/sign-in-path';
import { sessionStore } from './session/session-store';

export const loadSignInScreen = () => import('./login/SignInScreen');
export const loadRoutedApp = () => import('./routing/RoutedApp');

export type FirstScreen = 'signIn' | 'app';

/**
 * A start without a token on a page that needs one shows the sign-in page without loading the router
 * or the shell (what the guard would do, minus their code). Starts fetching the chosen screen's code
 * at once, alongside the locale.
 */
export function chooseFirstScreen(): FirstScreen {
  // A URL carrying ?token= (a type 6 menu's view, SPEC §2) goes to the router: its guard decides whether the path takes it.
  const carriesToken = new URLSearchParams(location.search).has('token');
  const url = sessionStore.get().token || carriesToken ? null : signInUrlWithoutToken(location.pathname, location.search);
  if (url === null) {
    void loadRoutedApp();
    // With a session the router will ask for the shell's layout next: fetch it alongside.
    if (sessionStore.get().token) void import('./layout/ShellLayout');
    return 'app';
  }
  if (url !== `${location.pathname}${location.search}`) history.replaceState(null, '', url);
  void loadSignInScreen();
  return 'signIn';
}
