import { createContext } from 'react';
import type { MenuRoute } from '@/app/routing/menu-routes';

/** The menu route a page was opened from; null for fixed routes (no modelId). */
export const PageRouteContext = createContext<MenuRoute | null>(null);
