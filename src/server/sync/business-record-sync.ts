import type { Expression, Kysely, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import type { DB } from '../db/schema';
import { holdsMenu } from '../identity/holds-menu';
import type { ScopeTarget } from '../identity/data-scope';
import type { FlowEffects } from '../modules/feature-module';
import type { AuthContext } from '../plugins/auth';
import { defineCollection, type CollectionDef } from './collections';
import { staleWrite } from './conflict';
import { contextInTransaction } from './in-transaction';
import { defineServerMutation, type AnyServerMutation, type MutationContext } from './mutations';

type Scope = Expression<SqlBool>;

/** What the device half of a business record needs of its service (合同, 投资备案, 采购: ADR 0036). */
export interface BusinessRecordWrites<A> {
  scopeOf(auth: AuthContext): Promise<Scope>;
  saveIn(tx: Kysely<DB>, auth: AuthContext, a: A, now: number, scope: Scope): Promise<FlowEffects | null>;
  removeIn(tx: Kysely<DB>, auth: AuthContext, id: string, scope: Scope): Promise<void>;
  deliver(effects: FlowEffects | null): Promise<void>;
}

export interface BusinessRecordSync<A extends { id: string; isNew: boolean; submit: boolean }> {
  collection: string;
  /** The menu whose data scope, buttons (btn_add, btn_edit, btn_submit, btn_remove) and holders decide. */
  menu: string;
  table: keyof DB & string;
  columns: readonly string[];
  scope: ScopeTarget;
  mutations: { save: string; remove: string };
  saveArgs: z.ZodType<A>;
  removeArgs: z.ZodType<{ id: string }>;
  /** The record as devices hold it, for a stale write's answer; null when gone. */
  read(tx: Kysely<DB>, id: string): Promise<Record<string, unknown> | null>;
  service(ctx: ServerContext): BusinessRecordWrites<A>;
}

/**
 * A business record on devices, written once: the collection (holders of the menu, within its data
 * scope) and the save / remove mutations running the REST checks in the push's transaction. A record
 * saved offline with 提交审批 is sent for approval when it arrives — once, as the outbox sends it once.
 */
export function businessRecordSync<A extends { id: string; isNew: boolean; submit: boolean }>(d: BusinessRecordSync<A>): { collections: CollectionDef[]; mutations: AnyServerMutation[] } {
  const stale = (m: MutationContext, id: string) => staleWrite(m, d.collection, id, () => d.read(m.tx, id));
  const service = (m: MutationContext) => d.service(contextInTransaction(m));
  return {
    collections: [defineCollection({
      name: d.collection, source: d.collection, table: d.table, columns: [...d.columns],
      scopeModule: d.menu, scopeTarget: d.scope, only: (auth) => holdsMenu(auth, d.menu),
    })],
    mutations: [
      defineServerMutation({
        name: d.mutations.save,
        args: d.saveArgs,
        collections: [d.collection],
        apply: async (a, m) => {
          await m.assertAccess(d.menu, a.isNew ? 'btn_add' : 'btn_edit');
          if (a.submit) await m.assertAccess(d.menu, 'btn_submit');
          const conflict = a.isNew ? null : await stale(m, a.id);
          if (conflict) return conflict;
          const s = service(m);
          const effects = await s.saveIn(m.tx, m.auth, a, Date.now(), await s.scopeOf(m.auth));
          m.afterCommit(() => s.deliver(effects));
          return { kind: 'applied', result: { id: a.id } };
        },
      }),
      defineServerMutation({
        name: d.mutations.remove,
        args: d.removeArgs,
        collections: [d.collection],
        apply: async (a, m) => {
          await m.assertAccess(d.menu, 'btn_remove');
          if (!(await d.read(m.tx, a.id))) return { kind: 'applied' };
          const conflict = await stale(m, a.id);
          if (conflict) return conflict;
          const s = service(m);
          await s.removeIn(m.tx, m.auth, a.id, await s.scopeOf(m.auth));
          return { kind: 'applied' };
        },
      }),
    ],
  };
}
