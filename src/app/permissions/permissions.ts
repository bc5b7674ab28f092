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

/** The three checks bound to the page being rendered. */
export function usePermissions() {
  const route = useContext(PageRouteContext);
  const list = useStore(sessionStore, (s) => s.permissions);
  const modelId = route?.meta.modelId;
  return {
    modelId,
    hasP: useCallback((code: string) => hasP(list, modelId, code), [list, modelId]),
    hasFormP: useCallback((code: string) => hasFormP(list, modelId, code), [list, modelId]),
    hasBtnP: useCallback((code: string) => hasBtnP(list, modelId, code), [list, modelId]),
  };
}
