import { tendBillNumbers } from '@/components/bill-number';
import type { BackgroundTask } from '@/sync/background';

const ROUND_MS = 5 * 60_000;

/**
 * In the tab leading sync: tell the server how many numbers of each finished range were used, and
 * keep the rules this device holds numbers of topped up — at start, when the network returns, and
 * every five minutes.
 */
export const billNumbersInBackground: BackgroundTask = {
  start(db) {
    let running = false;
    const round = () => {
      if (running) return;
      running = true;
      void tendBillNumbers({ db }).catch((error: unknown) => console.warn('bill numbers: round failed', error)).finally(() => (running = false));
    };
    round();
    const timer = setInterval(round, ROUND_MS);
    if (typeof window !== 'undefined') window.addEventListener('online', round);
    return () => {
      clearInterval(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', round);
    };
  },
};
