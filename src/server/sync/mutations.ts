import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema';
import type { ServerContext } from '../context';
import type { AuthContext } from '../plugins/auth';

export interface MutationContext {
  tx: Kysely<DB>;
  auth: AuthContext;
  /** The version of the row the client changed, as it last saw it. */
  baseVersion: number | null | undefined;
  ctx: ServerContext;
  /**
   * The access check of a REST write (menu + button), read inside this transaction: on SQLite the
   * transaction holds the only connection, so `ctx.access` would wait for it forever.
   */
  assertAccess(moduleEnCode: string, buttonEnCode?: string): Promise<void>;
  /**
   * Work for after the push's transaction committed (a socket push to the people the write
   * concerns): it never runs for a write that was rolled back, and its failure is only logged.
   */
  afterCommit(task: () => void | Promise<void>): void;
}

/** What a mutation did: applied with a result, or refused because the row moved on (409). */
export type MutationOutcome =
  | { kind: 'applied'; result?: unknown }
  | { kind: 'conflict'; serverRow: Record<string, unknown> | null; serverVersion: number; changedBy?: string | null; changedAt?: number | null };

/**
 * A write a device may push. `apply` runs inside the push's transaction and throws ApiError
 * (4xx) to reject; the registry is the list of names the server accepts — anything else is rejected.
 */
export interface ServerMutation<A> {
  name: string;
  args: z.ZodType<A>;
  /** Collections whose rows this mutation may change (devices are told to pull them). */
  collections: string[];
  apply(args: A, m: MutationContext): Promise<MutationOutcome>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServerMutation = ServerMutation<any>;

export function defineServerMutation<A>(m: ServerMutation<A>): ServerMutation<A> {
  return m;
}
