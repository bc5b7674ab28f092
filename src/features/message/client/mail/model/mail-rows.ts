import type { MailBox, MailDeviceRow, MailInboxDeviceRow, MailRow } from '@/features/message/contract';

/** A row of the mail lists, whichever box and whether it came from the device or the server. */
export interface MailListRow {
  /** The mail's id (the detail, reply and delete name it). */
  id: string;
  /** The caller's copy on the device (inbox), when the device holds it. */
  copyId: string | null;
  subject: string;
  senderUserId: string;
  sender: string | null;
  /** To and Cc by name (outbox, drafts). */
  recipients: string;
  /** Sent (inbox, outbox) or last saved (drafts). */
  time: number | null;
  isRead: boolean;
  starred: boolean;
  hasFiles: boolean;
  /** Written on this device and not yet accepted by the server (未发送 in the outbox). */
  pending: boolean;
}

export interface MailFilters {
  box: MailBox;
  /** Inbox only. */
  starred?: boolean;
  unread?: boolean;
}

export const parseIds = (json: unknown): string[] => {
  if (typeof json !== 'string' || !json) return [];
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** A server list row as the lists show it (the server does not name an outbox mail's recipients). */
export const fromServerRow = (r: MailRow): MailListRow => ({
  id: r.id, copyId: null, subject: r.subject, senderUserId: r.senderUserId, sender: r.sender, recipients: '', time: r.sendTime,
  isRead: r.isRead === '1', starred: r.starred, hasFiles: r.hasFiles, pending: false,
});

export type LocalMail = MailDeviceRow & { _version?: number };
export type LocalCopy = MailInboxDeviceRow & { _version?: number };
