import { describe, expect, it } from 'vitest';
import { pageRegistry } from '@/app/features';
import { createPageRegistry, normaliseAddress, type PageLoader } from './page-registry';

const definePages = (feature: string, pages: Record<string, PageLoader>) => ({ feature, pages });

interface SeedLike {
  type: number;
  urlAddress?: string;
  enCode: string;
}

// The seeds are server code, which client code may not import; the test reads them through Vite's
// glob so that a menu seeded without a client page fails here, not in front of a user.
const seedModules = import.meta.glob<Record<string, unknown>>('../../features/*/server/menus.ts', { eager: true });
const seededPages: SeedLike[] = Object.values(seedModules)
  .flatMap((module) => Object.values(module).filter(Array.isArray).flat() as SeedLike[])
  .filter((seed) => seed.type === 2 && seed.urlAddress);

describe('page registry', () => {
  it('finds the seed files', () => {
    expect(seededPages.map((s) => s.urlAddress)).toContain('system/log');
  });

  it.each(seededPages.map((s) => [s.enCode, s.urlAddress!]))('seeded page menu %s (%s) has a registered page', (_enCode, address) => {
    expect(pageRegistry.has(address)).toBe(true);
  });

  it('normalises slashes and drops the query', () => {
    expect(normaliseAddress('/system/log/?x=1')).toBe('system/log');
  });

  it('refuses the same address twice', () => {
    const loader = async () => ({ default: () => null });
    expect(() => createPageRegistry([definePages('a', { 'x/y': loader }), definePages('b', { '/x/y': loader })])).toThrow(/twice/);
  });

  it('serves every address under a prefix registered as `prefix/*`, an exact address first', () => {
    const loader = async () => ({ default: () => null });
    const registry = createPageRegistry([definePages('a', { 'model/*': loader, 'model/special': loader })]);
    expect(registry.has('model/carRegister')).toBe(true);
    expect(registry.component('/model/carRegister')).toBe(registry.component('model/meetingRoom'));
    expect(registry.component('model/special')).not.toBe(registry.component('model/carRegister'));
    expect(registry.has('other/x')).toBe(false);
  });

  it('hands out one lazy component per address', () => {
    const registry = createPageRegistry([definePages('a', { 'x/y': async () => ({ default: () => null }) })]);
    expect(registry.component('x/y')).toBe(registry.component('/x/y'));
    expect(registry.component('nope')).toBeNull();
  });
});
