import type { CSSProperties } from 'react';
import type { ScreenBorder } from '@/features/datascreen/contract';

const ACCENT = '#2f9bff';
const bar = `linear-gradient(${ACCENT}, ${ACCENT})`;
const CORNERS = ['left top', 'right top', 'left bottom', 'right bottom'];

/** The styled frames a widget can wear (CSS only: no images to load, sharp at any scale). */
export function frameStyle(border: ScreenBorder): CSSProperties {
  switch (border) {
    case 'line':
      return { border: '1px solid rgba(47, 155, 255, 0.55)', borderRadius: 4 };
    case 'corner':
      return {
        border: '1px solid rgba(47, 155, 255, 0.25)',
        backgroundImage: CORNERS.flatMap(() => [bar, bar]).join(', '),
        backgroundPosition: CORNERS.flatMap((p) => [p, p]).join(', '),
        backgroundSize: CORNERS.flatMap(() => ['24px 3px', '3px 24px']).join(', '),
        backgroundRepeat: 'no-repeat',
      };
    case 'glow':
      return { border: `1px solid ${ACCENT}`, boxShadow: `0 0 14px rgba(47, 155, 255, 0.7), inset 0 0 18px rgba(47, 155, 255, 0.35)`, borderRadius: 6 };
    case 'double':
      return { border: '4px double rgba(127, 211, 255, 0.7)', borderRadius: 2 };
    default:
      return {};
  }
}
