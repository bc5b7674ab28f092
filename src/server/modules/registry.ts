import type { NamedMigration } from '../db/migration-kit';
import type { ModuleSeed } from '../db/module-seeds';
import type { CollectionDef } from '../sync/collections';
import type { AnyServerMutation } from '../sync/mutations';
import type { ServerFeatureModule } from './feature-module';

/** What the shell reads out of the module list: the parts each stage iterates. */
export interface FeatureRegistry {
  modules: readonly ServerFeatureModule[];
  migrations: readonly NamedMigration[];
  menus: readonly ModuleSeed[];
  collections: ReadonlyMap<string, CollectionDef>;
  mutations: ReadonlyMap<string, AnyServerMutation>;
}

function indexUnique<T>(kind: string, items: Iterable<[owner: string, key: string, value: T]>): Map<string, T> {
  const seen = new Map<string, T>();
  const owners = new Map<string, string>();
  for (const [owner, key, value] of items) {
    const first = owners.get(key);
    if (first !== undefined) throw new Error(`${kind} "${key}" is declared by both ${first} and ${owner}`);
    owners.set(key, owner);
    seen.set(key, value);
  }
  return seen;
}

/** Checks the list once at boot: two features claiming one name is a programming error, not a runtime surprise. */
export function buildRegistry(modules: readonly ServerFeatureModule[]): FeatureRegistry {
  indexUnique('Feature module', modules.map((m) => [m.name, m.name, m] as [string, string, ServerFeatureModule]));
  const each = <T>(pick: (m: ServerFeatureModule) => readonly T[] | undefined, key: (t: T) => string) =>
    modules.flatMap((m) => (pick(m) ?? []).map((t) => [m.name, key(t), t] as [string, string, T]));
  const migrations = indexUnique('Migration', each((m) => m.migrations, (x) => x.name));
  const menus = indexUnique('Menu', each((m) => m.menus, (x) => x.enCode));
  return {
    modules,
    migrations: [...migrations.values()],
    menus: [...menus.values()],
    collections: indexUnique('Sync collection', each((m) => m.collections, (x) => x.name)),
    mutations: indexUnique('Sync mutation', each((m) => m.mutations, (x) => x.name)),
  };
}
