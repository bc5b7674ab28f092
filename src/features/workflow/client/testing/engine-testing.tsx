import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { clearPickerCache } from '@/components/pickers';
import { emptyFormSchema, fieldNode, type FormSchema } from '@/features/visualdev/contract';
import { newFlowTree, type EngineInfo } from '@/features/workflow/contract';
import { envelopeFetch, type EnvelopeAnswer, type SentRequest } from '@/lib/testing/envelope-fetch';
import { zhStringsBeforeAll } from '@/lib/testing/setup-i18n';

/** Tests only: what the page sent, and the answers by "METHOD path" (anything else: an empty success). */
export const net: { sent: SentRequest[]; answers: Record<string, EnvelopeAnswer> } = { sent: [], answers: {} };

const MODEL_ID = 'flow-engine';
const route: MenuRoute = {
  path: '/workFlow/flowEngine', name: 'workFlow-flowEngine', enCode: 'workFlow.flowEngine', type: 2, urlAddress: 'workFlow/flowEngine', parentPath: null, opensWindow: false,
  meta: { title: '流程设计', zhTitle: '流程设计', icon: null, modelId: MODEL_ID, keepAlive: false },
};
const BUTTONS = ['btn_add', 'btn_edit', 'btn_copy', 'btn_release', 'btn_remove', 'btn_download', 'btn_upload'];

/** zh strings, every button permitted, `fetch` answered from `net.answers`; cleanup after each test. */
export function engineTestLifecycle(): void {
  vi.setConfig({ testTimeout: 30_000 });
  zhStringsBeforeAll();
  beforeEach(() => {
    net.sent = [];
    // The published flows a sub-flow may name: none.
    net.answers = { 'GET /api/workflow/Engine/FlowEngine/ListAll': () => ({ data: { list: [] } }) };
    clearPickerCache();
    sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: 'flowEngine', button: BUTTONS.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
    vi.stubGlobal('fetch', vi.fn(envelopeFetch(net.sent, () => net.answers)));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

export const renderInPage = (ui: ReactNode) => render(<MantineProvider><PageRouteContext.Provider value={route}>{ui}<ConfirmHost /></PageRouteContext.Provider></MantineProvider>);

/** A form with an amount, a reason and a user field. */
export const testForm = (): FormSchema => ({
  ...emptyFormSchema(),
  fields: [
    fieldNode.parse({ id: 'n_amount', jnpfKey: 'numInput', vModel: 'amount', label: '金额' }),
    fieldNode.parse({ id: 'n_reason', jnpfKey: 'comInput', vModel: 'reason', label: '事由' }),
    fieldNode.parse({ id: 'n_manager', jnpfKey: 'userSelect', vModel: 'manager', label: '经办人' }),
  ],
});

export const engineInfo = (over: Partial<EngineInfo> = {}): EngineInfo => ({
  id: 'f1', fullName: '报销审批', enCode: 'expense', category: '财务', icon: 'git-branch', iconBackground: '#1890ff', formType: 2, enabledMark: 1, sortCode: 0,
  description: '', version: 0, state: 0, lastModifyTime: null, creatorTime: 1_700_000_000_000, formId: null, formData: testForm(), flowTree: newFlowTree(),
  visibleType: 0, visibleIds: [], ...over,
});
