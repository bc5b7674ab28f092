import type { ReactNode } from 'react';
import { usePermissions } from './permissions';

export const DEFAULT_BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;

/** Renders its children only when the page's permissions hold the button code (the §6 directive). */
export function ButtonGuard({ code, children }: { code: string; children: ReactNode }) {
  const { hasBtnP } = usePermissions();
  return hasBtnP(code) ? <>{children}</> : null;
}
