import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { clientFeatures } from '@/app/features';

// One lazy component per feature that brings a header control, made once (stable across renders).
const slots: Array<{ name: string; Slot: ComponentType }> = clientFeatures.flatMap((f) => (f.header ? [{ name: f.name, Slot: lazy(f.header) }] : []));

/** A control whose chunk fails to load (offline) is left out rather than breaking the header. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const sessionTasks = clientFeatures.flatMap((f) => (f.session ? [f.session] : []));

/** Features' work for a signed-in session, once per mounted shell; a chunk that fails to load (offline) is skipped. */
function useFeatureSessionTasks() {
  useEffect(() => {
    let live = true;
    const stops: (() => void)[] = [];
    for (const load of sessionTasks) {
      load().then((m) => {
        const stop = live ? m.default() : undefined;
        if (stop) stops.push(stop);
      }, () => undefined);
    }
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, []);
}

/** Features' header controls (e.g. the messages bell), each loaded on its own after the shell; and their session work. */
export function FeatureHeaderSlots() {
  useFeatureSessionTasks();
  return (
    <>
      {slots.map(({ name, Slot }) => (
        <Quiet key={name}>
          <Suspense fallback={null}>
            <Slot />
          </Suspense>
        </Quiet>
      ))}
    </>
  );
}
