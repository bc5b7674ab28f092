import { emptyScreen, type ScreenBodyInput, type ScreenDef, type ScreenInfo } from '@/features/datascreen/contract';

export type Draft = Omit<ScreenBodyInput, 'screen'> & { screen: ScreenDef };

export const emptyDraft = (): Draft => ({ fullName: '', enCode: '', category: '', description: null, sortCode: 0, enabledMark: 1, screen: emptyScreen() });
export const draftOf = (info: ScreenInfo): Draft => ({
  fullName: info.fullName, enCode: info.enCode, category: info.category, description: info.description, sortCode: info.sortCode, enabledMark: info.enabledMark === 1 ? 1 : 0, screen: info.screen,
});
