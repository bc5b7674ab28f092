import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { FlowBinding } from '../../../server/modules/feature-module';
import type { LoadedTask } from './task-state';

/**
 * The business bindings of the registry (ADR 0036), set once when the registry is built. Every
 * registry of a process is built from the one module list, so there is only ever one set.
 */
let bindings: ReadonlyMap<string, FlowBinding> = new Map();

export function setFlowBindings(all: ReadonlyMap<string, FlowBinding>): void {
  bindings = all;
}

export const flowBinding = (module: string): FlowBinding | undefined => bindings.get(module);

/** A flow a business module sends its records through: launched from the record, never from 发起流程. */
export const isBoundFlow = (enCode: string): boolean => [...bindings.values()].some((b) => b.flowEnCode === enCode);

/** Tells the record's feature its instance's status changed, in the step's transaction. */
export async function reportStatus(tx: Kysely<DB>, t: LoadedTask, before: number | null, now: number): Promise<void> {
  const { businessModule, businessId, status, id } = t.row;
  if (!businessModule || !businessId || status === before) return;
  const binding = bindings.get(businessModule);
  if (!binding) throw new Error(`No flow binding for business module ${businessModule}`);
  await binding.onStatus(tx, businessId, { status, taskId: id, now });
}
