import type { z } from 'zod';
import type { QingbanDb } from './db';
import type { RowKey } from './types';

export interface MutationContext {
  userId: string;
  now: number;
}

export interface MutationDef<A> {
  /** Checked before anything is written, so a bad value never reaches the outbox. */
  schema?: z.ZodType<A>;
  /** The rows this write changes: marked 未同步 in lists, restored if the server refuses it. */
  touches(args: A, ctx: MutationContext): RowKey[];
  /** How the write changes the local store. Runs inside the write's transaction; may run again on rebase. */
  applyLocal(db: QingbanDb, args: A, ctx: MutationContext): Promise<void> | void;
  /** The arguments the server operation takes, when they differ from the local ones. */
  toRequest?(args: A): unknown;
  /** Applies what the server answered (applied or duplicate), inside a transaction. */
  onResult?(db: QingbanDb, args: A, result: unknown, ctx: MutationContext): Promise<void> | void;
}

export type AnyMutationDef = MutationDef<unknown>;
const registry = new Map<string, AnyMutationDef>();

export function registerMutation<A>(name: string, def: MutationDef<A>): void {
  registry.set(name, def as AnyMutationDef);
}

export const getMutation = (name: string): AnyMutationDef | undefined => registry.get(name);
