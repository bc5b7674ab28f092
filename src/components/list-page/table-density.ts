import type { MRT_DensityState } from 'mantine-react-table';
import type { ComponentSize } from '@/app/settings/settings-store';

export interface TableDensity {
  /** mantine-react-table's own density; 'xs' also keeps every cell on one line. */
  mrt: MRT_DensityState;
  /** Cell padding, top/bottom and left/right (rem, so the font-size setting scales it). */
  paddingY: string;
  paddingX: string;
  fontSize: string;
  /** Row action buttons: they, not the text, set the height of a dense row. */
  actionSize: string;
}

/**
 * SPEC §3 size menu (default, medium, small, mini) as row densities: rows of 45, 39, 33 and 27 px,
 * so 用户管理 at 1440×900 shows 13, 15, 18 and all 20 rows without scrolling the page.
 */
export const TABLE_DENSITY: Record<ComponentSize, TableDensity> = {
  default: { mrt: 'xs', paddingY: '0.5rem', paddingX: '0.625rem', fontSize: '0.875rem', actionSize: '1.75rem' },
  medium: { mrt: 'xs', paddingY: '0.375rem', paddingX: '0.625rem', fontSize: '0.875rem', actionSize: '1.625rem' },
  small: { mrt: 'xs', paddingY: '0.25rem', paddingX: '0.5rem', fontSize: '0.8125rem', actionSize: '1.5rem' },
  mini: { mrt: 'xs', paddingY: '0.125rem', paddingX: '0.5rem', fontSize: '0.75rem', actionSize: '1.375rem' },
};
