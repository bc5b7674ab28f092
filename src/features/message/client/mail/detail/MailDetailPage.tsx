import { ActionIcon, Button, Divider, Group, Loader, Paper, Stack, Text, Title, Tooltip, TypographyStylesProvider } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconArrowLeft, IconCornerUpLeftDouble, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { sessionStore } from '@/app/session/session-store';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { sanitiseRichHtml } from '@/components/rich-text/show';
import type { MailBox } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useStore } from '@/lib/store';
import { syncStatusStore } from '@/sync/status';
import { ComposeDialog } from '../compose/ComposeDialog';
import { useMailT } from '../i18n';
import { composeFrom, type ComposeKind, type ComposeValues } from '../model/compose-values';
import { removeMails, starMail } from '../model/device-writes';
import { parseIds } from '../model/mail-rows';
import { OfflineNote } from '../list/OfflineNote';
import { MailAttachments } from './MailAttachments';
import { useMailDetail } from './use-mail-detail';

const BOXES: readonly MailBox[] = ['inbox', 'outbox', 'draft'];

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={56}>{label}</Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** /emailDetail?id=&box= (§2): one mail — marked read when received — with reply, reply all, forward, star and delete. */
export default function MailDetailPage() {
  const t = useMailT();
  const navigate = useNavigate();
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const id = typeof search.id === 'string' ? search.id : null;
  const wanted = BOXES.find((b) => b === search.box) ?? null;
  const { view, missing } = useMailDetail(id, wanted);
  const online = useStore(syncStatusStore, (s) => s.online);
  const me = useStore(sessionStore, (s) => s.userInfo?.userId ?? '');
  const [compose, setCompose] = useState<{ seed: ComposeValues; title: string } | null>(null);
  const back = () => void navigate({ to: '/extend/email' });

  if (!view) return missing ? <Text c="dimmed" data-testid="mail-missing">{t('detail.notFound')}</Text> : <Group><Loader size="sm" /><Text c="dimmed">{t('detail.loading')}</Text></Group>;
  const { mail, names, copy, box } = view;
  const name = (u: string) => names.get(u) || t('detail.unknownUser');
  const list = (json: string) => parseIds(json).map(name).join('、');
  const write = (kind: ComposeKind) => setCompose({ seed: composeFrom(kind, view, me), title: t(`actions.${kind}`) });
  const remove = async () => {
    if (!(await confirmDelete())) return;
    await removeMails.mutate({ box, ids: [mail.id], copyIds: copy ? [copy.id] : [] });
    notify('success', t('deleted'));
    back();
  };
  const starred = copy?.starred === 1;

  return (
    <Stack gap="sm" maw={1000} data-testid="mail-detail">
      <OfflineNote show={!online && view.fromDevice} />
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back}>{t('actions.back')}</Button>
          <Button variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={() => write('reply')} data-testid="mail-reply">{t('actions.reply')}</Button>
          <Button variant="light" leftSection={<IconCornerUpLeftDouble size={16} />} onClick={() => write('replyAll')} data-testid="mail-reply-all">{t('actions.replyAll')}</Button>
          <Button variant="light" leftSection={<IconArrowForwardUp size={16} />} onClick={() => write('forward')} data-testid="mail-forward">{t('actions.forward')}</Button>
        </Group>
        <Group gap="xs">
          {copy && (
            <Tooltip label={starred ? t('actions.unstar') : t('actions.star')}>
              <ActionIcon variant="subtle" color="yellow" aria-pressed={starred} aria-label={t('actions.star')} onClick={() => void starMail.mutate({ mailId: mail.id, copyId: copy.id, starred: !starred })} data-testid="mail-star">
                {starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
          {view.fromDevice && (
            <Tooltip label={t('actions.deleteOne')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('actions.deleteOne')} onClick={() => void remove()} data-testid="mail-detail-delete"><IconTrash size={18} /></ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="sm">
        <Stack gap="xs">
          <Title order={3} data-testid="mail-subject-shown">{mail.subject}</Title>
          <Meta label={t('detail.from')}>{name(mail.authorUserId)}</Meta>
          <Meta label={t('detail.to')}>{list(mail.toJson)}</Meta>
          {parseIds(mail.ccJson).length > 0 && <Meta label={t('detail.cc')}>{list(mail.ccJson)}</Meta>}
          <Meta label={t('detail.time')}>{formatDate(mail.sendTime ?? mail.lastModifyTime ?? mail.creatorTime, 'creation')}</Meta>
          <Divider />
          <TypographyStylesProvider>
            <div className="qb-mail-body" data-testid="mail-body-shown" dangerouslySetInnerHTML={{ __html: sanitiseRichHtml(mail.bodyHtml) }} />
          </TypographyStylesProvider>
          <MailAttachments fileIds={view.fileIds} online={online} />
        </Stack>
      </Paper>
      <ComposeDialog seed={compose?.seed ?? null} title={compose?.title ?? ''} onClose={() => setCompose(null)} />
    </Stack>
  );
}
