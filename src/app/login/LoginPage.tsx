import './login.css';
import { Paper, Tabs, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconQrcode, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconSrc, useSystemName } from '@/app/layout/Logo';
import { authApi } from '@/app/session/auth-api';
import type { LoginConfig } from '@/features/auth/contract';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

const QrLoginPanel = lazy(() => import('./QrLoginPanel'));
// The menu's popover (floating-ui) follows the first paint instead of holding it up.
const LanguageMenu = lazy(() => import('@/app/header/LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

export default function LoginPage() {
  const { t } = useTranslation();
  const sys = useStore(sessionStore, (s) => s.sysConfig);
  const [tab, setTab] = useState<string | null>('password');
  // 系统配置 as the server says now (name, icon, which sign-in methods are on); offline, the last session's.
  const [screen, setScreen] = useState<LoginConfig | null>(null);
  useEffect(() => {
    let live = true;
    void authApi.loginScreen().then((c) => live && setScreen(c));
    return () => {
      live = false;
    };
  }, []);
  const name = useSystemName(screen?.sysName);
  return (
    <div className="qb-login">
      <header className="qb-login-brand">
        <img src={iconSrc(screen?.logoIcon ?? sys?.logoIcon)} alt="" width={64} height={64} />
        <h1>{name}</h1>
        <p>{t('login.slogan')}</p>
      </header>
      <main className="qb-login-main">
        <div className="qb-login-lang"><Suspense fallback={null}><LanguageMenu /></Suspense></div>
        <Paper className="qb-login-card" shadow="md" radius="md" p={32} withBorder>
          <Title order={2} ta="center" mb={4}>{t('login.welcome')}</Title>
          <Text c="dimmed" size="sm" ta="center" mb="lg">{name}</Text>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab px={6} value="password" leftSection={<IconUser size={16} />}>{t('login.tabPassword')}</Tabs.Tab>
              {screen?.smsLogin !== 0 && <Tabs.Tab px={6} value="sms" leftSection={<IconDeviceMobile size={16} />}>{t('login.tabSms')}</Tabs.Tab>}
              {screen?.qrLogin !== 0 && <Tabs.Tab px={6} value="qr" leftSection={<IconQrcode size={16} />}>{t('login.tabQr')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="password"><PasswordLoginForm /></Tabs.Panel>
            <Tabs.Panel value="sms"><SmsLoginForm /></Tabs.Panel>
            <Tabs.Panel value="qr">
              <Suspense fallback={null}><QrLoginPanel /></Suspense>
            </Tabs.Panel>
          </Tabs>
        </Paper>
        <div className="qb-login-footer">{screen?.copyright || sys?.copyright || t('login.copyright')}</div>
      </main>
    </div>
  );
}
