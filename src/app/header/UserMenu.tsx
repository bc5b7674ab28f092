import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBook, IconInfoCircle, IconLock, IconLogout, IconMessageReport, IconSettings, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDialog } from '@/app/dialogs/AboutDialog';
import { FeedbackDialog } from '@/app/dialogs/FeedbackDialog';
import { StatementDialog } from '@/app/dialogs/StatementDialog';
import { useSessionActions } from '@/app/session/session-actions';
import { sessionStore } from '@/app/session/session-store';
import { openSettings } from '@/app/settings/settings-drawer-store';
import { useStore } from '@/lib/store';
import { avatarSrc } from '@/app/session/avatar';

type Dialog = 'about' | 'statement' | 'feedback' | null;

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.userInfo);
  const { lock, logout } = useSessionActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = user?.userName ?? '';
  return (
    <>
      <Menu position="bottom-end" width={200} withinPortal>
        <Menu.Target>
          <UnstyledButton px={6} data-testid="user-menu" title={t('header.userMenu')}>
            <Group gap={6} wrap="nowrap">
              <Avatar src={avatarSrc(user?.headIcon)} size={28} radius="xl" color="brand" aria-hidden>{name.slice(0, 1)}</Avatar>
              {/* The name is the button's name, also on a phone where only the avatar shows. */}
              <Text size="sm" visibleFrom="sm">{name}</Text>
              <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate({ to: '/profile' })}>{t('user.profile')}</Menu.Item>
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={openSettings}>{t('user.settings')}</Menu.Item>
          <Menu.Item leftSection={<IconLock size={16} />} onClick={lock}>{t('user.lockScreen')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconBook size={16} />} component="a" href="/api/docs" target="_blank" rel="noopener">{t('user.documentation')}</Menu.Item>
          <Menu.Item leftSection={<IconMessageReport size={16} />} onClick={() => setDialog('feedback')}>{t('user.feedback')}</Menu.Item>
          <Menu.Item leftSection={<IconShieldCheck size={16} />} onClick={() => setDialog('statement')}>{t('user.statement')}</Menu.Item>
          <Menu.Item leftSection={<IconInfoCircle size={16} />} onClick={() => setDialog('about')}>{t('user.about')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>{t('user.logout')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AboutDialog opened={dialog === 'about'} onClose={() => setDialog(null)} />
      <StatementDialog opened={dialog === 'statement'} onClose={() => setDialog(null)} />
      <FeedbackDialog opened={dialog === 'feedback'} onClose={() => setDialog(null)} />
    </>
  );
}
