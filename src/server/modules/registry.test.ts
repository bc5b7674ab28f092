import { describe, expect, it } from 'vitest';
import { featureRegistry } from '../features';
import { defineServerModule } from './feature-module';
import { buildRegistry } from './registry';

const migration = (name: string) => ({ name, up: async () => undefined });

describe('feature registry', () => {
  it('refuses two modules claiming one name, migration, menu, collection or mutation', () => {
    const a = defineServerModule({ name: 'a', migrations: [migration('m1')], menus: [{ enCode: 'x', fullName: 'X', names: { zhtw: 'X', en: 'X' }, type: 2, sortCode: 1 }] });
    expect(() => buildRegistry([a, defineServerModule({ name: 'a' })])).toThrow(/Feature module "a"/);
    expect(() => buildRegistry([a, defineServerModule({ name: 'b', migrations: [migration('m1')] })])).toThrow(/Migration "m1" is declared by both a and b/);
    expect(() => buildRegistry([a, defineServerModule({ name: 'b', menus: [{ enCode: 'x', fullName: 'Y', names: { zhtw: 'Y', en: 'Y' }, type: 2, sortCode: 2 }] })])).toThrow(/Menu "x"/);
  });

  it('holds every feature\'s collections and mutations, so the sync routes need import none', () => {
    expect([...featureRegistry.collections.keys()].sort()).toEqual(
      ['assetPlans', 'assets', 'dictionaries', 'dictionaryData', 'groups', 'organizes', 'positions', 'profile', 'roles', 'stocktakeItems', 'stocktakeScans', 'stocktakes', 'users'].sort(),
    );
    expect([...featureRegistry.mutations.keys()]).toEqual(expect.arrayContaining(['profile.update', 'dictionaryData.create', 'stocktake.scan']));
  });

  it('keeps menu parents before their pages (syncModules resolves a parent by an earlier entry)', () => {
    const seen = new Set<string>();
    for (const menu of featureRegistry.menus) {
      if (menu.parent) expect(seen.has(menu.parent), `${menu.enCode} → ${menu.parent}`).toBe(true);
      seen.add(menu.enCode);
    }
  });
});
