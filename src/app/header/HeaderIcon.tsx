import { ActionIcon, Tooltip } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';

interface Props {
  label: string;
  children: ReactNode;
  onClick?(): void;
  'data-testid'?: string;
}

/** A quiet round icon button with a tooltip, the unit of the header toolbar. */
export const HeaderIcon = forwardRef<HTMLButtonElement, Props>(function HeaderIcon({ label, children, onClick, ...rest }, ref) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} onClick={onClick} {...rest}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
});
