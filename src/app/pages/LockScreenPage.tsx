import { Avatar, Button, Center, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/app/session/auth-api';
import { useSessionActions } from '@/app/session/session-actions';
import { sessionStore, setLocked } from '@/app/session/session-store';
import { formatDate } from '@/lib/format';
import { useStore } from '@/lib/store';
import { avatarSrc } from '@/app/session/avatar';

function useClock(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** Locked: the flag survives a reload; unlocking checks account + password with the server. */
export default function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.userInfo);
  const { logout } = useSessionActions();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const now = useClock();

  const unlock = async () => {
    if (!password) return setError(t('login.passwordHint'));
    if (!user) return;
    setBusy(true);
    try {
      await authApi.unlock(user.userAccount, password);
      setLocked(false);
      await navigate({ to: '/', replace: true });
    } catch {
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" style={{ background: 'linear-gradient(160deg, #0f2a4a 0%, #1d3b63 60%, #274b7a 100%)' }} data-testid="lock-screen">
      <Stack align="center" gap="lg">
        <Text c="white" fz={64} fw={200} lh={1}>{formatDate(now, 'default').slice(11)}</Text>
        <Text c="gray.4">{formatDate(now, 'date')}</Text>
        <Paper p="xl" radius="md" w={340} shadow="xl">
          <form onSubmit={(e) => { e.preventDefault(); void unlock(); }}>
            <Stack align="center">
              <Avatar src={avatarSrc(user?.headIcon)} size={72} radius={36} color="brand">{user?.userName.slice(0, 1)}</Avatar>
              <Text fw={600}>{user?.userName}</Text>
              <PasswordInput w="100%" autoFocus leftSection={<IconLock size={16} />} placeholder={t('lock.passwordHint')} aria-label={t('login.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={error} />
              <Button type="submit" fullWidth loading={busy} data-testid="unlock-submit">{t('lock.unlock')}</Button>
              <Button variant="subtle" color="gray" size="xs" leftSection={<IconLogout size={14} />} onClick={() => void logout()}>{t('lock.switchAccount')}</Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Center>
  );
}
