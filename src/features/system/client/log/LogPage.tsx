import { Group, Tabs } from '@mantine/core';
import { useState } from 'react';
import { OPLOG_CATEGORIES, type OplogCategory } from '@/features/system/contract';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { useLogT } from '../oplog/i18n';
import { LogSettingsButton } from '../oplog/LogSettingsDialog';
import { OplogTab } from '../oplog/OplogTab';
import { LoginLogTab } from './LoginLogTab';

type LogTab = 'login' | OplogCategory;

/** 系统日志: sign-ins, operations (with record changes), sampled requests and exceptions, one tab each. */
export default function LogPage() {
  const t = useLogT();
  const [tab, setTab] = useState<LogTab>('login');
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as LogTab)} keepMounted={false}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Tabs.List>
          {(['login', ...OPLOG_CATEGORIES] as const).map((c) => <Tabs.Tab key={c} value={c} data-testid={`log-tab-${c}`}>{t(`tabs.${c}`)}</Tabs.Tab>)}
        </Tabs.List>
        <ButtonGuard code="btn_remove"><LogSettingsButton /></ButtonGuard>
      </Group>
      <Tabs.Panel value="login"><LoginLogTab /></Tabs.Panel>
      {OPLOG_CATEGORIES.map((c) => <Tabs.Panel key={c} value={c}><OplogTab category={c} /></Tabs.Panel>)}
    </Tabs>
  );
}
