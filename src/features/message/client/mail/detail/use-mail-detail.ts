import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { MailBox, MailInfo } from '@/features/message/contract';
import { useSyncDb } from '@/sync/hooks';
import type { SourceMail } from '../model/compose-values';
import { readMail } from '../model/device-writes';
import { localMail } from '../model/local-mail';
import { mailApi } from '../model/mail-api';
import { parseIds, type LocalCopy, type LocalMail } from '../model/mail-rows';
import { namesOf } from '../model/names';

export interface MailView extends SourceMail {
  mail: LocalMail;
  box: MailBox;
  copy: LocalCopy | null;
  fileIds: string[];
  /** Read from the device (offline too) rather than the server. */
  fromDevice: boolean;
}

const fromInfo = (i: MailInfo): LocalMail => ({
  id: i.id, subject: i.subject, bodyHtml: i.bodyHtml, toJson: JSON.stringify(i.toUserIds), ccJson: JSON.stringify(i.ccUserIds), filesJson: JSON.stringify(i.fileIds),
  replyToId: i.replyToId, forwardOfId: i.forwardOfId, status: i.status, authorUserId: i.senderUserId, creatorTime: i.creatorTime, lastModifyTime: null, sendTime: i.sendTime,
});

/**
 * One mail: from the device when it holds it (and live: a pull or a star shows at once), else from
 * the server (before the first pull). Opening a received mail marks it read — on the device through
 * the outbox (mail.read), or by the server's own read when it came from there.
 */
export function useMailDetail(id: string | null, wanted: MailBox | null): { view: MailView | null; missing: boolean } {
  const db = useSyncDb();
  const local = useLiveQuery(async () => {
    if (!db || !id) return null;
    const { mail, copy } = await localMail(db, id);
    if (!mail) return { mail, copy, names: new Map<string, string>() };
    return { mail, copy, names: await namesOf(db, [mail.authorUserId, ...parseIds(mail.toJson), ...parseIds(mail.ccJson)]) };
  }, [db, id]);
  const [remote, setRemote] = useState<{ id: string; view: MailView } | null | 'missing'>(null);
  const marked = useRef<string | null>(null);

  const box: MailBox = wanted ?? (local?.copy ? 'inbox' : 'outbox');
  const onDevice = local?.mail ?? null;
  useEffect(() => {
    if (!id || local === undefined || onDevice) return;
    let live = true;
    mailApi.info(box, id).then((info) => {
      if (!live) return;
      const names = new Map<string, string>([[info.senderUserId, info.sender ?? '']]);
      setRemote({ id, view: { box, mail: fromInfo(info), names, copy: null, fileIds: info.fileIds, fromDevice: false } });
    }, () => live && setRemote('missing'));
    return () => {
      live = false;
    };
  }, [id, box, local, onDevice]);

  const copy = local?.copy ?? null;
  useEffect(() => {
    if (!id || !copy || copy.isRead === 1 || marked.current === id) return;
    marked.current = id;
    void readMail.mutate({ mailId: id, copyId: copy.id });
  }, [id, copy]);

  if (onDevice && local) return { view: { box, mail: onDevice, names: local.names, copy, fileIds: parseIds(onDevice.filesJson), fromDevice: true }, missing: false };
  if (remote && remote !== 'missing' && remote.id === id) return { view: remote.view, missing: false };
  return { view: null, missing: remote === 'missing' || (local !== undefined && !db) };
}
