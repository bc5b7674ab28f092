import { Avatar } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useThumbnail } from '../model/hooks';

/** An item's picture from the device's copy (offline) or its address; a box icon when it has none. */
export function Thumb({ url, alt, size = 32 }: { url: string | null; alt: string; size?: number }) {
  const src = useThumbnail(url);
  return <Avatar src={src} alt={alt} size={size} radius="sm">{<IconPackage size={size * 0.6} />}</Avatar>;
}
