import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { messageTarget, type MessageInfo, type MessageRow } from '@/features/message/contract';
import { notify } from '@/lib/notify';
import { messageApi } from '../api';
import { msgT } from '../i18n';

/**
 * A click on a notification (drawer or message centre) follows §2: plain messages open the view
 * dialog, the others their page; a workflow body with ERROR only warns. Opening marks it read.
 */
export function useOpenMessage(onRead?: (id: string) => void) {
  const navigate = useNavigate();
  const [viewed, setViewed] = useState<MessageInfo | null>(null);
  const open = useCallback(async (row: MessageRow) => {
    const target = messageTarget(row);
    if (target.kind === 'warning') return notify('warning', msgT('view.flowError'));
    const info = await messageApi.info(row.id);
    onRead?.(row.id);
    if (target.kind === 'dialog') return setViewed(info);
    const to = 'path' in target.to ? target.to.path : `/${target.to.name}`;
    void navigate({ to, search: target.query });
  }, [navigate, onRead]);
  return { open, viewed, close: () => setViewed(null) };
}
