import type { AnyRouter } from '@tanstack/react-router';
import { Code, Msg } from '@/contract/codes';
import { configureHttp } from '@/lib/http/handle-envelope';
import { notify } from '@/lib/notify';
import { setSocketLogoutHandler } from './platform-socket';
import { resetSession, sessionStore } from './session-store';

/** 600/601/602 anywhere: reset the token and go to /login with the way back (SPEC §4, §8). */
export function installSessionHooks(router: AnyRouter): void {
  // The outbox is kept: after signing in again the same writes go out (the sync engine resumes).
  const lost = () => {
    resetSession();
    const { pathname } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: pathname }, replace: true });
  };
  configureHttp({ getToken: () => sessionStore.get().token, onSessionLost: lost });
  // The sync engine may meet the ended session before the socket's logout frame arrives (and the
  // reset then closes the socket): the user is still told why, in the words the server uses.
  const told: Partial<Record<number, string>> = { [Code.TOKEN_REPLACED]: Msg.tokenReplaced, [Code.TOKEN_REVOKED]: Msg.tokenRevoked };
  void import('@/sync').then((sync) => sync.onNeedsSignIn((code) => {
    const msg = told[code];
    if (msg && sessionStore.get().token) notify('warning', msg);
    lost();
  }));
  setSocketLogoutHandler((msg) => {
    if (msg) notify('warning', msg);
    lost();
  });
}
