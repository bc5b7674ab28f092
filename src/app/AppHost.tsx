import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { AppProviders } from './AppProviders';
import { loadRoutedApp, loadSignInScreen, type FirstScreen } from './first-screen';

const SignInScreen = lazy(loadSignInScreen);
const RoutedApp = lazy(loadRoutedApp);
const UpdatePrompt = lazy(() => import('./layout/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** The sign-in screen of a cold start, then (or at once, with a session) the router and the shell. */
export function AppHost({ first }: { first: FirstScreen }) {
  const [screen, setScreen] = useState(first);
  const signedIn = useCallback(async (href: string) => {
    // The sign-in page stays until the router's code is here: no blank frame in between.
    await loadRoutedApp();
    history.replaceState(null, '', href);
    startTransition(() => setScreen('app'));
  }, []);
  return (
    <AppProviders>
      <Suspense fallback={null}>{screen === 'signIn' ? <SignInScreen onSignedIn={signedIn} /> : <RoutedApp />}</Suspense>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </AppProviders>
  );
}
