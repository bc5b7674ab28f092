import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, LAST_LOGIN_NOTICE_MS } from '@/contract/limits';
import { ipPlaceName } from '@/app/session/ip-place';
import { sessionStore } from '@/app/session/session-store';
import { notify } from '@/lib/notify';
import { useStore } from '@/lib/store';
import { takeLastLoginAnnouncement } from './last-login-announcement';

/** 'Last sign-in' notice, 2 s, bottom right (SPEC §9). */
export function useLastLoginNotice(): void {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.userInfo);
  useEffect(() => {
    if (!user || !takeLastLoginAnnouncement()) return;
    if (user.prevLogin !== 1 || !user.prevLoginTime) return;
    const place = [user.prevLoginIPAddress, ipPlaceName(user.prevLoginIPAddressName, t)].filter(Boolean).join(' ');
    notify('info', t('login.lastLoginBody', { time: dayjs(user.prevLoginTime).format(DATE_FORMAT.creation), place }), {
      title: t('login.lastLoginTitle'),
      position: 'bottom-right',
      autoClose: LAST_LOGIN_NOTICE_MS,
    });
  }, [user, t]);
}
