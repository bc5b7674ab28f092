import { lazy, type ComponentType } from 'react';
import { clientFeatures } from '@/app/features';
import type { ClientFeatureModule } from '@/app/modules/client-module';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A component one feature provides for others (a field of its client module), lazy and made once:
 * the shell hands it on, so no feature imports another's client code.
 */
export function featureSlot<P>(pick: (f: ClientFeatureModule) => Loader<P> | undefined, what: string): () => ComponentType<P> {
  let cached: ComponentType<P> | null = null;
  return () => {
    if (cached) return cached;
    const provider = clientFeatures.map(pick).find((p) => p !== undefined);
    if (!provider) throw new Error(`no feature provides ${what}`);
    cached = lazy(provider);
    return cached;
  };
}
