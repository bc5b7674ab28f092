import { useNetwork } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { sessionStore } from '@/app/session/session-store';
import type { PlanDetail } from '@/features/assets/contract';
import { assetsApi } from '../api/assets-api';
import { UnreachableError } from '../api/quiet';
import { localPlanDetail } from './local-plans';
import { draftFromDetail, newDraft, type PlanDraft } from './plan-draft';

export type PlanLoad = { detail: PlanDetail; fromDevice: boolean } | { detail: null; fromDevice: false };

/**
 * GET fixedAsset-plan/detail; when the server cannot be reached (or the browser is offline) the plan
 * from the device store (collection `assetPlans`). A refusal of the server is only logged (§8): no plan.
 */
export async function loadPlan(id: string): Promise<PlanLoad> {
  const device = async (): Promise<PlanLoad> => {
    const detail = await localPlanDetail(id).catch(() => null);
    return detail ? { detail, fromDevice: true } : { detail: null, fromDevice: false };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return device();
  try {
    return { detail: await assetsApi.planDetail(id), fromDevice: false };
  } catch (error) {
    if (error instanceof UnreachableError) return device();
    return { detail: null, fromDevice: false };
  }
}

export interface PlanDialogState {
  draft: PlanDraft | null;
  setDraft(update: (d: PlanDraft | null) => PlanDraft | null): void;
  /** The plan came from the device store: shown read-only, never saved from here. */
  fromDevice: PlanDetail | null;
  /** Neither the server nor the device could give the plan. */
  unreadable: boolean;
  online: boolean;
}

/** The dialog's plan: a new draft, the server's plan, or the device's (read only, read again from the server once the network is back). */
export function usePlanLoad(target: { id?: string } | null): PlanDialogState {
  const { online } = useNetwork();
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  const [fromDevice, setFromDevice] = useState<PlanDetail | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setDraft(null);
    setFromDevice(null);
    setUnreadable(false);
    if (!target) return;
    if (!target.id) return setDraft(newDraft(sessionStore.get().userInfo));
    let live = true;
    void loadPlan(target.id).then((r) => {
      if (!live) return;
      if (!r.detail) setUnreadable(true);
      else if (r.fromDevice) setFromDevice(r.detail);
      else setDraft(draftFromDetail(r.detail));
    });
    return () => {
      live = false;
    };
  }, [target, attempt]);

  // The network comes back while the plan shown is the device's (or none): ask the server again, so it can be edited.
  const stale = useRef(false);
  stale.current = fromDevice !== null || unreadable;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && stale.current) setAttempt((n) => n + 1);
    wasOnline.current = online;
  }, [online]);

  return { draft, setDraft, fromDevice, unreadable, online };
}
