import { useCallback, useContext } from 'react';
import type { PermissionEntry } from '@/features/auth/contract';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';
import { PageRouteContext } from './page-route-context';

export type PermissionKind = 'column' | 'form' | 'button';

/** SPEC §6: true only if the route has a modelId, the page has an entry, and its list holds the code. */
export function hasPermission(list: readonly PermissionEntry[], modelId: string | undefined, kind: PermissionKind, code: string): boolean {
  if (!modelId) return false;
  const entry = list.find((p) => p.modelId === modelId);
  return entry ? entry[kind].some((item) => item.enCode === code) : false;
}

export const hasP = (list: readonly PermissionEntry[], modelId: string | undefined, code: string) => hasPermission(list, modelId, 'column', code);
export const hasFormP = (list: readonly PermissionEntry[], modelId: string | undefined, code: string) => hasPermission(list, modelId, 'form', code);
export const hasBtnP = (list: readonly PermissionEntry[], modelId: string | undefined, code: string) => hasPermission(list, modelId, 'button', code);

/**
 * Columns a list may show: those whose code the page's column list holds. A page whose entry lists
 * no columns at all has no column authority configured and shows every column.
 */
export function permittedColumns<C extends { accessorKey: string }>(list: readonly PermissionEntry[], modelId: string | undefined, columns: readonly C[]): C[] {
  const entry = modelId ? list.find((p) => p.modelId === modelId) : undefined;
  if (!entry || entry.column.length === 0) return [...columns];
  return columns.filter((c) => hasP(list, modelId, c.accessorKey));
}

/** The three checks bound to the page being rendered. */
export function usePermissions() {
  const route = useContext(PageRouteContext);
  const list = useStore(sessionStore, (s) => s.permissions);
  const modelId = route?.meta.modelId;
  return {
    modelId,
    permittedColumns: useCallback(<C extends { accessorKey: string }>(columns: readonly C[]) => permittedColumns(list, modelId, columns), [list, modelId]),
    hasP: useCallback((code: string) => hasP(list, modelId, code), [list, modelId]),
    hasFormP: useCallback((code: string) => hasFormP(list, modelId, code), [list, modelId]),
    hasBtnP: useCallback((code: string) => hasBtnP(list, modelId, code), [list, modelId]),
  };
}
