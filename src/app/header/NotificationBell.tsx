import { Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UNREAD_BADGE_MAX } from '@/contract/limits';
import { createStore, useStore } from '@/lib/store';
import { HeaderIcon } from './HeaderIcon';

/** Unread count; the messaging issue feeds it from the socket. */
export const unreadStore = createStore({ count: 0 });

export const badgeLabel = (count: number): string => (count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count));

export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useStore(unreadStore, (s) => s.count);
  return (
    <Indicator label={badgeLabel(count)} disabled={count <= 0} size={16} color="red" offset={6} inline>
      <HeaderIcon label={t('header.notice')} onClick={() => void navigate({ to: '/messageRecord' })}>
        <IconBell size={18} />
      </HeaderIcon>
    </Indicator>
  );
}
