import type { ServerContext } from '../../../server/context';
import { dataSourceKey, secretBox, type SecretBox } from '../../../server/secret-box';

const boxes = new WeakMap<ServerContext, SecretBox>();

/**
 * Vendor secrets are stored sealed (AES-256-GCM) with the key data-source passwords use
 * (DATA_SOURCE_KEY, else DATA_DIR/.data-source-key; ADR 0030, 0038): a copy of the database alone
 * does not hand out the organisation's 企业微信/钉钉 credentials.
 */
export function integrationSecrets(ctx: ServerContext): SecretBox {
  let box = boxes.get(ctx);
  if (!box) {
    box = secretBox(() => dataSourceKey(ctx.config.dataDir));
    boxes.set(ctx, box);
  }
  return box;
}

/** The plain secret of a stored row: '' when none is stored or it no longer opens (the key changed). */
export const openSecret = (box: SecretBox, sealed: string | null | undefined): string => (sealed ? box.open(sealed) ?? '' : '');
