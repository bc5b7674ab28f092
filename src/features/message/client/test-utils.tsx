import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { MessageRow } from '@/features/message/contract';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';

export async function setupI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('zh');
  else await changeLanguage('zh');
}

export const renderUi = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

export const row = (i: number, patch: Partial<MessageRow> = {}): MessageRow => ({
  id: `m${i}`, title: `消息${i}`, type: 1, releaseUser: '管理员', releaseUserId: 'admin', releaseTime: 1_700_000_000_000 - i * 60_000,
  isRead: '0', sourceId: null, bodyText: null, modelId: null, ...patch,
});

export const page = (list: MessageRow[], total: number, currentPage = 1) => ({ list, pagination: { currentPage, pageSize: 20, total } });
