import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** What a feature hands the shell: its pages keyed by menu urlAddress. */
export interface FeaturePages {
  feature: string;
  pages: Record<string, PageLoader>;
}

export const normaliseAddress = (address: string): string => (address.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '');

export function createPageRegistry(features: readonly FeaturePages[]) {
  const loaders = new Map<string, PageLoader>();
  for (const { feature, pages } of features) {
    for (const [address, loader] of Object.entries(pages)) {
      const key = normaliseAddress(address);
      if (loaders.has(key)) throw new Error(`Page ${key} registered twice (second by ${feature})`);
      loaders.set(key, loader);
    }
  }
  const components = new Map<string, LazyExoticComponent<ComponentType>>();
  // `model/*` serves every address under `model/` (menus of type 3 name their released model there).
  const keyOf = (address: string): string => {
    const key = normaliseAddress(address);
    if (loaders.has(key)) return key;
    const slash = key.indexOf('/');
    return slash > 0 ? `${key.slice(0, slash)}/*` : key;
  };
  return {
    has: (address: string) => loaders.has(keyOf(address)),
    addresses: () => [...loaders.keys()],
    /** One lazy component per address, so React keeps its state between renders. */
    component(address: string): LazyExoticComponent<ComponentType> | null {
      const key = keyOf(address);
      const loader = loaders.get(key);
      if (!loader) return null;
      let component = components.get(key);
      if (!component) {
        component = lazy(loader);
        components.set(key, component);
      }
      return component;
    },
  };
}
export type PageRegistry = ReturnType<typeof createPageRegistry>;
