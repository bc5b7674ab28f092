import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { NamedMigration } from '../db/migration-kit';
import type { ModuleSeed } from '../db/module-seeds';
import type { DB } from '../db/schema';
import type { ScaleDepartment } from '../identity/scale-seed';
import type { CollectionDef } from '../sync/collections';
import type { AnyServerMutation } from '../sync/mutations';

export interface SeedEnv {
  /** The product version being installed (stored as sysVersion). */
  version: string;
}

/** What `seed --scale N` hands each module after the shell generated the organisation. */
export interface ScaleEnv {
  count: number;
  /** The generated departments (with their unit), for rows that belong somewhere. */
  departments: ScaleDepartment[];
  now: number;
}

/**
 * Everything a feature brings to the server, in one value its folder exports (`server/module.ts`).
 * `src/server/features.ts` lists the modules once; boot, migrator, seeder and sync registry iterate
 * that list (ADR 0010).
 */
export interface ServerFeatureModule {
  /** The feature folder's name; unique. */
  name: string;
  /** Its tables and their changes; named `YYYY-MM-DD-HHmm-topic`, run in name order across features. */
  migrations?: readonly NamedMigration[];
  /** Menus with their buttons, columns and form fields; added at every start when missing, granted to 超级管理员. */
  menus?: readonly ModuleSeed[];
  /** Demo records, on the first start of an empty database with SEED=demo, after every module's menus exist. */
  demo?(tx: Kysely<DB>, env: SeedEnv): Promise<void>;
  /** Generated rows for `npm run admin -- seed --scale N` (benches, trying the product at scale): counts by kind. */
  scale?(tx: Kysely<DB>, env: ScaleEnv): Promise<Record<string, number>>;
  /** Its HTTP routes, registered under `/api`. */
  routes?(api: FastifyInstance, ctx: ServerContext): void | Promise<void>;
  /** The collections devices pull from it. */
  collections?: readonly CollectionDef[];
  /** The offline writes devices may push to it. */
  mutations?: readonly AnyServerMutation[];
}

export const defineServerModule = (module: ServerFeatureModule): ServerFeatureModule => module;
