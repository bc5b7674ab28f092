import type { ServerContext } from '../context';
import type { AuthContext } from '../plugins/auth';

/**
 * A record feature's `fileOwners.mayRead` (ADR 0036): the records `auth` reads through the feature
 * (menu and data scope) plus those whose approval `auth` takes part in — the approvers see the
 * record's values in the flow's form, so they read its attachments too. The workflow engine answers
 * through the registry (`ctx.features.flows`); without it only the feature's own readers count.
 */
export async function flowParticipantReads(ctx: ServerContext, auth: AuthContext, module: string, ownerIds: readonly string[], readable: Set<string>): Promise<Set<string>> {
  const rest = ownerIds.filter((id) => !readable.has(id));
  const flows = ctx.features.flows;
  if (rest.length === 0 || !flows) return readable;
  for (const id of await flows.participantOf(ctx, auth, module, rest)) readable.add(id);
  return readable;
}
