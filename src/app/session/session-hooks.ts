import type { AnyRouter } from '@tanstack/react-router';
import { configureHttp } from '@/lib/http/handle-envelope';
import { resetSession, sessionStore } from './session-store';

/** 600/601/602 anywhere: reset the token and go to /login with the way back (SPEC §4, §8). */
export function installSessionHooks(router: AnyRouter): void {
  configureHttp({
    getToken: () => sessionStore.get().token,
    onSessionLost: () => {
      resetSession();
      const { pathname } = router.state.location;
      if (pathname === '/login') return;
      void router.navigate({ to: '/login', search: { redirect: pathname }, replace: true });
    },
  });
}
