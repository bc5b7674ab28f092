import { IconBuilding, IconHierarchy2, IconId, IconShieldCheck, IconUser, IconUsersGroup, IconWorld } from '@tabler/icons-react';

const ICONS = {
  company: IconBuilding,
  department: IconHierarchy2,
  position: IconId,
  role: IconShieldCheck,
  global: IconWorld,
  group: IconUsersGroup,
  user: IconUser,
} as const;

/** The small icon of a tree node, by its type (the server's icon names belong to the old icon font). */
export function NodeIcon({ type }: { type: string }) {
  const Icon = ICONS[type as keyof typeof ICONS];
  return Icon ? <Icon size={14} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden /> : null;
}
