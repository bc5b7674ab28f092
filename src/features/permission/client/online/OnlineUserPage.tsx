import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { sessionStore } from '@/app/session/session-store';
import { confirmAction } from '@/components/dialogs/confirm';
import { RelativeTime } from '@/components/feedback/RelativeTime';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from '@/components/list-page/use-list-data';
import type { OnlineUserRow } from '@/features/permission/contract';
import { formatDate } from '@/lib/format';
import { http } from '@/lib/http/client';
import { useStore } from '@/lib/store';
import { usePermT } from '../i18n';
import { act } from '../shared/act';

type Cell = { row: { original: OnlineUserRow } };
const NO_FILTERS = {};
const onlineApi = {
  page: (query: ListRequest) => http.get<ListPage<OnlineUserRow>>('/api/system/OnlineUser', { ...query }),
  forceOffline: (userId: string) => http.action('DELETE', `/api/system/OnlineUser/${encodeURIComponent(userId)}`),
};

/** 在线用户: active sessions; force a user offline (all their sessions end at once, code 602). */
export default function OnlineUserPage() {
  const t = usePermT();
  const me = useStore(sessionStore, (s) => s.userInfo?.userId);
  const columns = useMemo(() => [
    { accessorKey: 'userName', header: t('online.userName'), size: 120 },
    { accessorKey: 'account', header: t('online.account'), size: 110 },
    { accessorKey: 'organizeName', header: t('online.organize'), size: 220 },
    { accessorKey: 'ip', header: t('online.ip'), size: 130 },
    { accessorKey: 'device', header: t('online.device'), size: 160, Cell: ({ row }: Cell) => <Tooltip label={row.original.userAgent ?? ''} disabled={!row.original.userAgent}><span>{row.original.device ?? ''}</span></Tooltip> },
    { accessorKey: 'loginTime', header: t('online.loginTime'), size: 170, Cell: ({ row }: Cell) => formatDate(row.original.loginTime, 'creation') },
    { accessorKey: 'lastSeenAt', header: t('online.lastSeen'), size: 110, Cell: ({ row }: Cell) => <RelativeTime value={row.original.lastSeenAt} /> },
  ], [t]);

  return (
    <ListPageFrame<OnlineUserRow, object>
      columns={columns} fetchPage={onlineApi.page} filters={NO_FILTERS} rowId={(r) => r.sessionId}
      defaultSort={{ sidx: 'loginTime', sort: 'desc' }} sortable={['loginTime', 'userName']}
      rowActions={(row, ctx) => (
        <ButtonGuard code="btn_forced">
          <Tooltip label={t('online.force')}>
            <ActionIcon
              variant="subtle" color="red" disabled={row.userId === me} aria-label={`${t('online.force')} ${row.userName}`} data-testid={`force-offline-${row.account}`}
              onClick={async () => {
                if (!(await confirmAction({ message: t('online.forceConfirm', { name: row.userName }), danger: true }))) return;
                if (await act(() => onlineApi.forceOffline(row.userId))) ctx.reload();
              }}
            >
              <IconPlugConnectedX size={16} />
            </ActionIcon>
          </Tooltip>
        </ButtonGuard>
      )}
    />
  );
}
