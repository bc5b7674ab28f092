import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/app/session/auth-api';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

type Phase = 'scanning' | 'ready' | 'confirming' | 'done' | 'failed';

/** A signed-in device confirms a desktop's QR sign-in. */
export default function QrConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.userInfo);
  const ticket = useRouterState({ select: (s) => (s.location.search as { ticket?: unknown }).ticket });
  const [phase, setPhase] = useState<Phase>('scanning');
  useEffect(() => {
    if (typeof ticket !== 'string' || !ticket) return setPhase('failed');
    authApi.scanQrTicket(ticket).then(() => setPhase('ready'), () => setPhase('failed'));
  }, [ticket]);
  const confirm = async () => {
    setPhase('confirming');
    try {
      await authApi.confirmQrTicket(String(ticket));
      setPhase('done');
    } catch {
      setPhase('failed');
    }
  };
  return (
    <Center mih="100vh" p="md">
      <Paper p="xl" radius="md" withBorder shadow="sm" w={380} data-testid="qr-confirm">
        <Stack align="center">
          <ThemeIcon size={72} radius={36} variant="light"><IconDeviceDesktop size={40} /></ThemeIcon>
          <Title order={1} size="h4">{t(`qrConfirm.${phase === 'confirming' ? 'ready' : phase}Title`)}</Title>
          <Text size="sm" c="dimmed" ta="center">{t(`qrConfirm.${phase === 'confirming' ? 'ready' : phase}Body`, { name: user?.userName ?? '' })}</Text>
          {(phase === 'ready' || phase === 'confirming') && (
            <Button fullWidth loading={phase === 'confirming'} onClick={() => void confirm()} data-testid="qr-confirm-button">{t('qrConfirm.confirm')}</Button>
          )}
          <Button fullWidth variant="default" onClick={() => void navigate({ to: '/home' })}>{t(phase === 'done' ? 'qrConfirm.back' : 'common.cancel')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
