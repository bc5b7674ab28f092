import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { DB } from '../db/schema';
import { fail } from '../http/api-error';
import type { BusinessLaunch, FlowEffects } from './feature-module';

export const FLOWS_MISSING = '工作流程模块未启用';

/**
 * What every business module does with its bound flow (ADR 0036), written once: send a record for
 * approval inside the module's transaction, and deliver the step's messages after the commit.
 */
export const boundFlows = (ctx: ServerContext) => ({
  async launch(tx: Kysely<DB>, launch: BusinessLaunch): Promise<FlowEffects> {
    const flows = ctx.features.flows;
    if (!flows) throw fail.badRequest(FLOWS_MISSING);
    return (await flows.launch(tx, launch)).effects;
  },
  async deliver(effects: FlowEffects | null): Promise<void> {
    if (effects && ctx.features.flows) await ctx.features.flows.deliver(ctx, effects);
  },
});
