import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import type { Language } from '@/contract/limits';
import { registerPermissionLocales } from './i18n';

/** The shell's i18n in the given language, with this feature's namespace added. */
export async function setupI18n(language: Language = 'zh'): Promise<void> {
  if (!i18n.isInitialized) await initI18n(language);
  else await changeLanguage(language);
  registerPermissionLocales();
}

const MODEL_ID = 'test-model';
const route: MenuRoute = {
  path: '/permission/test', name: 'permission-test', enCode: 'permission.test', type: 2, urlAddress: 'permission/test', parentPath: null, opensWindow: false,
  meta: { title: 'test', zhTitle: 'test', icon: null, modelId: MODEL_ID, keepAlive: false },
};

/** Renders a page as the shell would: Mantine, the page's menu route, and the given button codes. */
export function renderPage(ui: ReactElement, buttons: string[] = []) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: 'test', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  return render(
    <MantineProvider>
      <PageRouteContext.Provider value={route}>{ui}</PageRouteContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
}
