import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { StocktakeDetail } from './detail/StocktakeDetail';
import { StocktakeList } from './list/StocktakeList';
import './model/device-writes';

/**
 * 资产盘点 (menu fixedAsset/stocktake): the list, or one stocktake when the address says `?id=`.
 * The scans' photos upload from the shell (the device's upload queue), whether this page is open or not.
 */
export default function StocktakePage() {
  const id = useRouterState({ select: (s) => (s.location.search as { id?: unknown }).id });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const open = useCallback((next: string | null) => void navigate({ to: pathname, search: next ? { id: next } : {} } as never), [navigate, pathname]);
  return typeof id === 'string' && id !== '' ? <StocktakeDetail id={id} onBack={() => open(null)} /> : <StocktakeList onOpen={open} />;
}
