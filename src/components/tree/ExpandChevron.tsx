import { IconChevronRight } from '@tabler/icons-react';

/**
 * The one expand arrow of every tree (pickers, the organisation panel, authorisation, tree
 * tables): pointing right when closed, turned down when open, in one colour whatever button holds
 * it (gray-7, 7.9:1 on white). Leaves show none.
 */
export function ExpandChevron({ open, size = 14 }: { open: boolean; size?: number }) {
  return (
    <IconChevronRight
      size={size} aria-hidden data-expanded={open || undefined} className="qb-expand-chevron"
      style={{ color: 'var(--mantine-color-gray-7)', transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
    />
  );
}
