import { ActionIcon } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type Props = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'> & {
  label: string;
  /** A toggle's state (aria-pressed); leave out for plain actions and menu openers. */
  active?: boolean;
  children: ReactNode;
};

/** One toolbar button, named for screen readers; menus wrap it as their target (ref and handlers pass through). */
export function ToolButton({ label, active, children, ...rest }: Props) {
  return (
    <ActionIcon
      {...rest} variant={active ? 'light' : 'subtle'} color={active ? undefined : 'gray'} size="md"
      aria-label={label} title={label} aria-pressed={active === undefined ? undefined : active}
    >
      {children}
    </ActionIcon>
  );
}
