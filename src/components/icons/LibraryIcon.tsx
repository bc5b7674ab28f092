import { iconNameOf } from '@/contract/icons';
import { useIconLibrary } from './icon-library';

/** An icon of the library by its name; nothing while the set loads or for an unknown name. */
export function LibraryIcon({ name, size = 18, stroke = 1.6 }: { name: string | null | undefined; size?: number; stroke?: number }) {
  const library = useIconLibrary(Boolean(name));
  const Component = name ? library?.[iconNameOf(name)] : undefined;
  return Component ? <Component size={size} stroke={stroke} aria-hidden /> : null;
}
