import type { QingbanDb } from './db';
import { backgroundModules } from './device-modules';

/** Work a feature runs for the signed-in user's store from the shell, whatever page is open (e.g. uploads). */
export interface BackgroundTask {
  /** Starts on the user's store; answers how to stop. */
  start(db: QingbanDb): () => void;
}

export interface BackgroundModule {
  name: string;
  load: () => Promise<BackgroundTask>;
}

/** What runWhileLeading needs of the sync engine. */
export interface LeadingSource {
  readonly db: QingbanDb;
  readonly isLeader: boolean;
  readonly status: { subscribe(listener: () => void): () => void };
}

/**
 * Runs every installed task while this tab leads the user's sync (one tab per user does the work;
 * the next takes over when it closes), and stops them when it no longer leads or sync stops.
 */
export function runWhileLeading(engine: LeadingSource, modules: readonly BackgroundModule[] = backgroundModules()): () => void {
  let stops: Array<() => void> | null = null;
  let round = 0;
  const stopAll = () => {
    round += 1;
    stops?.forEach((stop) => stop());
    stops = null;
  };
  const update = () => {
    if (engine.isLeader && !stops) {
      const mine = ++round;
      const running: Array<() => void> = [];
      stops = running;
      for (const m of modules) {
        m.load()
          .then((task) => {
            if (mine === round) running.push(task.start(engine.db));
          })
          .catch((error: unknown) => console.warn(`background ${m.name}: could not start`, error));
      }
    } else if (!engine.isLeader && stops) stopAll();
  };
  const off = engine.status.subscribe(update);
  update();
  return () => {
    off();
    stopAll();
  };
}
