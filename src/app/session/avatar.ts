import { imageUrl } from '@/features/files/contract';

/**
 * The address of a user's avatar. headIcon holds the name of an uploaded image
 * (PUT /api/permission/Users/Current/Avatar/{name}), served at /api/file/Image/annexpic/{name}
 * (and kept by the service worker, src/app/pwa/runtime-caching.ts); an address is used as it is.
 */
export function avatarSrc(headIcon: string | null | undefined): string | null {
  const value = headIcon?.trim();
  if (!value) return null;
  return /^(\/|[a-z][a-z0-9+.-]*:)/i.test(value) ? value : imageUrl(value);
}
