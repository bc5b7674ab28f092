import type { FastifyBaseLogger } from 'fastify';

/** SPEC §3 notification types: 1 plain, 2 workflow, 3 in-app mail, 4 risk reminder, 5 and 7 notice, 6 document release. */
export type NotifyType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One message to some users: one record per recipient, pushed to their open sockets. */
export interface NotifyMessage {
  toUserIds: readonly string[];
  type: NotifyType;
  title: string;
  /** HTML body; the implementation sanitises it before it is stored. */
  bodyHtml?: string;
  /** Plain text, or for type 2 the workflow config JSON the click opens (§2 /workFlowDetail?config=…). */
  bodyText?: string;
  /** The record the click opens (mail, document, notice, investment…). */
  sourceId?: string;
  /** The model a /list/detail click needs (types 5 and 7). */
  modelId?: string;
  /** The sender; absent for messages the system sends. */
  fromUserId?: string;
  /** Attachments: file ids of the files feature (their download stays with it). */
  fileIds?: readonly string[];
}

/** A message as written, for channels outside the product (ADR 0038): its recipients are the enabled users who got a record. */
export interface DeliveredMessage {
  messageId: string;
  toUserIds: readonly string[];
  type: NotifyType;
  title: string;
  bodyHtml?: string;
  bodyText?: string;
}

/** A message made from an administrator's template (enCode): `{placeholders}` in its title and body filled from `params`. */
export interface NotifyTemplateMessage extends Omit<NotifyMessage, 'type' | 'title' | 'bodyHtml'> {
  templateCode: string;
  params: Readonly<Record<string, string | number>>;
}

export interface NotifyResult {
  /** The message written, or null when nothing was sent (no recipient, template missing or disabled). */
  messageId: string | null;
  /** Recipients who got a record. */
  delivered: number;
}

/**
 * How any feature notifies users (workflow, documents, assets…) without importing the messages
 * feature: `ctx.notify.send(...)`. The messages module provides the implementation at boot
 * (`notifier` of its module descriptor, ADR 0019); without it messages are only logged.
 * Call it after your own transaction committed: it writes in a transaction of its own and pushes.
 */
export interface Notifier {
  send(message: NotifyMessage): Promise<NotifyResult>;
  sendTemplate(message: NotifyTemplateMessage): Promise<NotifyResult>;
}

export function logNotifier(log: FastifyBaseLogger): Notifier {
  const skip = (what: string, to: number) => {
    log.info({ recipients: to }, `notify (no messages module): ${what}`);
    return Promise.resolve({ messageId: null, delivered: 0 });
  };
  return {
    send: (m) => skip(m.title, m.toUserIds.length),
    sendTemplate: (m) => skip(m.templateCode, m.toUserIds.length),
  };
}

/** The context's notifier: delegates to the implementation bound at boot, else to `fallback`. */
export function notifierPort(fallback: Notifier): Notifier & { bind(impl: Notifier): void } {
  let impl = fallback;
  return {
    bind: (next) => void (impl = next),
    send: (m) => impl.send(m),
    sendTemplate: (m) => impl.sendTemplate(m),
  };
}
