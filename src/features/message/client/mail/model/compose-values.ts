import { newId } from '@/contract/ids';
import { MAIL_SUBJECT_MAX } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import { mailT } from '../i18n';
import { parseIds, type LocalMail } from './mail-rows';

/** What the compose form holds; `id` is the mail's, made here for a new one so files and saves name it. */
export interface ComposeValues {
  id: string;
  subject: string;
  bodyHtml: string;
  toUserIds: string[];
  ccUserIds: string[];
  fileIds: string[];
  replyToId: string | null;
  forwardOfId: string | null;
}

/** The mail a reply or forward starts from, with the names its quote shows. */
export interface SourceMail {
  mail: Pick<LocalMail, 'id' | 'subject' | 'bodyHtml' | 'toJson' | 'ccJson' | 'authorUserId' | 'sendTime' | 'creatorTime'> & Partial<Pick<LocalMail, 'filesJson'>>;
  names: ReadonlyMap<string, string>;
}

export type ComposeKind = 'reply' | 'replyAll' | 'forward';

export const blankMail = (): ComposeValues => ({ id: newId(), subject: '', bodyHtml: '', toUserIds: [], ccUserIds: [], fileIds: [], replyToId: null, forwardOfId: null });

export const draftValues = (m: Pick<LocalMail, 'id' | 'subject' | 'bodyHtml' | 'toJson' | 'ccJson' | 'filesJson' | 'replyToId' | 'forwardOfId'>): ComposeValues => ({
  id: m.id, subject: m.subject, bodyHtml: m.bodyHtml, toUserIds: parseIds(m.toJson), ccUserIds: parseIds(m.ccJson), fileIds: parseIds(m.filesJson),
  replyToId: m.replyToId, forwardOfId: m.forwardOfId,
});

const PREFIX = { reply: 'Re: ', replyAll: 'Re: ', forward: 'Fw: ' } as const;
/** `Re: ` / `Fw: ` once (a reply to a reply stays `Re: …`), within the subject's 100 characters. */
export function prefixed(kind: ComposeKind, subject: string): string {
  const bare = subject.replace(/^\s*(re|fw|fwd)\s*[:：]\s*/i, '');
  const again = kind !== 'forward' && /^\s*re\s*[:：]/i.test(subject);
  return (again ? `Re: ${bare}` : `${PREFIX[kind]}${kind === 'forward' ? subject : bare}`).slice(0, MAIL_SUBJECT_MAX);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The quoted original under an empty first line: who wrote it and when, then its body in a blockquote (forward: its header lines). */
export function quoteOf(kind: ComposeKind, { mail, names }: SourceMail): string {
  const name = (id: string) => names.get(id) ?? mailT('detail.unknownUser');
  const time = formatDate(mail.sendTime ?? mail.creatorTime, 'creation');
  // Strings are interpolated unescaped (i18n escapeValue false) and escaped once here, as lines of text.
  if (kind !== 'forward') return `<p></p><p>${escape(mailT('quote.wrote', { time, name: name(mail.authorUserId) }))}</p><blockquote>${mail.bodyHtml}</blockquote>`;
  const list = (json: string) => parseIds(json).map(name).join('、');
  const lines = [
    mailT('quote.forwarded'),
    mailT('quote.from', { name: name(mail.authorUserId) }),
    mailT('quote.time', { time }),
    mailT('quote.to', { names: list(mail.toJson) }),
    ...(parseIds(mail.ccJson).length ? [mailT('quote.cc', { names: list(mail.ccJson) })] : []),
    mailT('quote.subject', { subject: mail.subject }),
  ];
  return `<p></p><p>${lines.map(escape).join('<br>')}</p><blockquote>${mail.bodyHtml}</blockquote>`;
}

/**
 * A reply goes to the sender (to the recipients, when replying to one's own mail); reply all also
 * to the other recipients (Cc stays Cc), never to oneself; a forward to nobody yet. All start with
 * the quoted original and its subject prefixed. A forward keeps the original's attachments (the
 * same files: the server lets the forward's readers open them); a reply carries none.
 */
export function composeFrom(kind: ComposeKind, source: SourceMail, me: string): ComposeValues {
  const { mail } = source;
  const not = (ids: string[]) => [...new Set(ids)].filter((u) => u !== me);
  const replyTo = mail.authorUserId === me ? parseIds(mail.toJson) : [mail.authorUserId];
  const to = kind === 'forward' ? [] : kind === 'reply' ? replyTo : not([...replyTo, ...parseIds(mail.toJson)]);
  const cc = kind === 'replyAll' ? not(parseIds(mail.ccJson)).filter((u) => !to.includes(u)) : [];
  return {
    ...blankMail(), subject: prefixed(kind, mail.subject), bodyHtml: quoteOf(kind, source), toUserIds: to, ccUserIds: cc,
    fileIds: kind === 'forward' ? parseIds(mail.filesJson) : [],
    replyToId: kind === 'forward' ? null : mail.id, forwardOfId: kind === 'forward' ? mail.id : null,
  };
}
