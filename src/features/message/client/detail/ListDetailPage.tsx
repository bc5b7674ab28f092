import { Alert, Button, Card, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_CENTRE_ROUTE, type MessageInfo } from '@/features/message/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { messageApi } from '../api';
import { useMsgT } from '../i18n';
import { MessageContent } from '../view/MessageContent';

type State = { kind: 'loading' } | { kind: 'shown'; message: MessageInfo } | { kind: 'failed'; text: string } | { kind: 'offline' };

/**
 * Loads the message for the caller: ReadInfo answers only the caller's own messages and marks them
 * read. Notices and messages are not synced to the device (only chat and mail are), so offline the
 * page says it needs the network and loads as soon as the browser is back online.
 */
function useMessage(id: string | undefined) {
  const t = useMsgT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    if (!id) return setState({ kind: 'failed', text: t('detail.notFound') });
    if (!navigator.onLine) return setState({ kind: 'offline' });
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'shown', message: await messageApi.info(id) });
    } catch (error) {
      if (error instanceof EnvelopeError) setState({ kind: 'failed', text: error.message || t('detail.notFound') });
      else setState(navigator.onLine ? { kind: 'failed', text: t('detail.failed') } : { kind: 'offline' });
    }
  }, [id, t]);
  useEffect(() => {
    void load();
    const again = () => void load();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [load]);
  return state;
}

/**
 * /list/detail (SPEC §2; the bell's target for notices, types 5 and 7, query id, modelId, isRead,
 * mesType=nice|mes): the notice or message on a page of its own, marked read as it opens.
 * 在线开发 offers no route that opens one record, so a modelId is not turned into a link.
 */
export default function ListDetailPage() {
  const t = useMsgT();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { id?: string };
  const state = useMessage(search.id);
  return (
    <Card withBorder padding="lg" maw={960} data-testid="list-detail">
      <Stack gap="md">
        <Group>
          <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={() => void navigate({ to: MESSAGE_CENTRE_ROUTE })} data-testid="list-detail-back">
            {t('detail.back')}
          </Button>
        </Group>
        {state.kind === 'loading' && <Group justify="center" p="lg"><Loader role="status" size="sm" aria-label={t('bell.loading')} /></Group>}
        {state.kind === 'offline' && <Alert color="yellow" data-testid="list-detail-offline">{t('detail.offline')}</Alert>}
        {state.kind === 'failed' && <Alert color="red" data-testid="list-detail-missing">{state.text}</Alert>}
        {state.kind === 'shown' && <MessageContent message={state.message} />}
      </Stack>
    </Card>
  );
}
