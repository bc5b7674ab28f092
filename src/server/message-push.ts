import type { ServerContext } from './context';
import type { DeliveredMessage } from './notify';

/** Pushes under way, per context, so closing the app can wait for them instead of cutting them off. */
const pending = new WeakMap<ServerContext, Set<Promise<void>>>();

/**
 * After a notification was written and pushed in-app: hands it to every feature's message pusher
 * (企业微信, 钉钉 … ADR 0038) in the background. Never waits and never throws: a vendor that is slow or
 * down must not slow or fail the in-app send; the pusher records its own failures.
 */
export function pushOutside(ctx: ServerContext, message: DeliveredMessage): void {
  const pushers = [...ctx.features.messagePushers.values()];
  if (pushers.length === 0 || message.toUserIds.length === 0) return;
  let set = pending.get(ctx);
  if (!set) pending.set(ctx, (set = new Set()));
  for (const pusher of pushers) {
    const run: Promise<void> = Promise.resolve()
      .then(() => pusher.push(ctx, message))
      .catch((err: unknown) => ctx.log.warn({ err, pusher: pusher.name }, 'message pusher failed'))
      .finally(() => set.delete(run));
    set.add(run);
  }
}

/** Waits for the pushes under way (the app's onClose). */
export async function drainOutsidePushes(ctx: ServerContext): Promise<void> {
  const set = pending.get(ctx);
  if (set?.size) await Promise.allSettled([...set]);
}
