import { createStore } from '@/lib/store';

export const settingsDrawerStore = createStore({ opened: false });
export const openSettings = (): void => settingsDrawerStore.set({ opened: true });
export const closeSettings = (): void => settingsDrawerStore.set({ opened: false });
