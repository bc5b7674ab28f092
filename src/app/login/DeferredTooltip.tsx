import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('./mantine-tooltip'));

/**
 * Mantine's Tooltip, loaded when first shown: it brings floating-ui (~15 KB gzip), which the sign-in
 * page does not need to paint. Until it arrives the target renders without the tooltip.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
