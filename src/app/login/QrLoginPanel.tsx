import { Button, Center, Image, Loader, Overlay, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrStatus } from '@/features/auth/contract';
import { authApi } from '@/app/session/auth-api';
import { useCompleteLogin } from './use-complete-login';

const POLL_MS = 2000;

/** Shows a ticket as a QR code; a signed-in device confirms it at /qr-confirm. */
export default function QrLoginPanel() {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [image, setImage] = useState<{ src: string; url: string } | null>(null);
  const [status, setStatus] = useState<QrStatus['status'] | 'error'>('waiting');
  const generation = useRef(0);

  const start = useCallback(async () => {
    const mine = ++generation.current;
    setImage(null);
    setStatus('waiting');
    try {
      const ticket = await authApi.createQrTicket();
      const url = `${location.origin}/qr-confirm?ticket=${encodeURIComponent(ticket.ticket)}`;
      if (mine !== generation.current) return;
      setImage({ src: await QRCode.toDataURL(url, { margin: 1, width: 200, color: { dark: '#1f2329' } }), url });
      const poll = async () => {
        if (mine !== generation.current) return;
        try {
          const answer = await authApi.pollQrTicket(ticket.ticket, ticket.secret);
          if (mine !== generation.current) return;
          setStatus(answer.status);
          if (answer.status === 'confirmed' && answer.token) return void complete({ token: answer.token, theme: answer.theme });
          if (answer.status === 'expired') return;
        } catch {
          // Keep polling through a hiccup; the ticket expires on its own.
        }
        window.setTimeout(() => void poll(), POLL_MS);
      };
      window.setTimeout(() => void poll(), POLL_MS);
    } catch {
      if (mine === generation.current) setStatus('error');
    }
  }, [complete]);

  useEffect(() => {
    void start();
    const current = generation;
    return () => {
      current.current++;
    };
  }, [start]);

  const stale = status === 'expired' || status === 'error';
  return (
    <Stack align="center" gap="sm" py="xs">
      <Center pos="relative" w={200} h={200} style={{ border: '1px solid #eee', borderRadius: 8 }}>
        {image ? <Image src={image.src} w={200} h={200} alt={t('login.qrAlt')} data-testid="qr-image" data-confirm-url={image.url} /> : <Loader size="sm" />}
        {(stale || status === 'scanned') && (
          <Overlay color="#fff" backgroundOpacity={0.92} center radius={8}>
            {status === 'scanned' ? (
              <Stack align="center" gap={4}>
                <IconCircleCheck size={36} color="var(--mantine-color-green-6)" />
                <Text size="sm">{t('login.qrScanned')}</Text>
              </Stack>
            ) : (
              <Stack align="center" gap={6}>
                <Text size="sm">{t('login.qrExpired')}</Text>
                <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={() => void start()}>{t('login.qrRefresh')}</Button>
              </Stack>
            )}
          </Overlay>
        )}
      </Center>
      <Text size="sm" c="dimmed" ta="center">{t('login.qrHint')}</Text>
    </Stack>
  );
}
