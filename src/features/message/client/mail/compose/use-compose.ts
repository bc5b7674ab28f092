import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UploadedFile } from '@/features/files/contract';
import { mailBody, type MailSaveArgs } from '@/features/message/contract';
import { notify } from '@/lib/notify';
import { currentDb } from '@/sync/db';
import { syncStatusStore } from '@/sync/status';
import { messageApi } from '../../api';
import { asUploaded } from '../../notice/notice-form-values';
import { mailT } from '../i18n';
import type { ComposeValues } from '../model/compose-values';
import { saveDraft, sendMail } from '../model/mail-uploads';
import { writeOutcome } from '../model/outcome';
import { useAutosave } from './use-autosave';

export type ComposeErrors = Partial<Record<'to' | 'subject' | 'bodyHtml' | 'fileIds', string>>;

const isOffline = () => !syncStatusStore.get().online;
const isEmpty = (v: ComposeValues) => !v.subject.trim() && !v.bodyHtml && !v.toUserIds.length && !v.ccUserIds.length && !v.fileIds.length;

function args(v: ComposeValues, send: boolean): MailSaveArgs {
  return { ...v, subject: v.subject.trim() || mailT('compose.noSubject'), send };
}

/** The send is checked as the server would: recipients, then the contract's subject and sizes. */
function check(v: ComposeValues): ComposeErrors {
  const errors: ComposeErrors = {};
  if (v.toUserIds.length + v.ccUserIds.length === 0) errors.to = mailT('compose.recipientsRequired');
  const parsed = mailBody.safeParse({ ...v, send: true });
  if (!parsed.success) for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof ComposeErrors;
    if (field in { subject: 1, bodyHtml: 1, fileIds: 1 } && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The compose form's state: the mail's values, its attachments (those whose names the server did
 * not give, offline, are kept by id), the draft saved through the outbox as it is typed, and the send
 * (after the files chosen offline, which wait on the device until they are uploaded).
 */
export function useCompose(seed: ComposeValues | null, onClose: () => void) {
  const [values, setValues] = useState<ComposeValues | null>(seed);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [unresolved, setUnresolved] = useState<string[]>([]);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [busy, setBusy] = useState(false);
  const current = useMemo(() => (values ? { ...values, fileIds: [...files.map((f) => f.fileId), ...unresolved] } : null), [values, files, unresolved]);
  const save = useCallback(async (v: ComposeValues | null) => {
    const db = currentDb();
    if (v && db) await saveDraft(db, args(v, false));
  }, []);
  const autosave = useAutosave(current, save, { enabled: current !== null && !busy, isEmpty: (v) => !v || isEmpty(v), offline: isOffline });
  const { reset } = autosave;

  useEffect(() => {
    setValues(seed);
    setFiles([]);
    setUnresolved(seed?.fileIds ?? []);
    setErrors({});
    setBusy(false);
    reset(seed);
    if (!seed?.fileIds.length) return;
    let live = true;
    void messageApi.files(seed.fileIds).then((infos) => {
      if (!live) return;
      const known = asUploaded(seed.fileIds, infos);
      setFiles(known);
      setUnresolved(seed.fileIds.filter((id) => !known.some((f) => f.fileId === id)));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [seed, reset]);

  const set = useCallback(<K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) => setValues((v) => (v ? { ...v, [key]: value } : v)), []);

  /** Closing keeps what was typed as a draft (saved now if it changed since the last autosave). */
  const close = useCallback(async (announce = false) => {
    const saved = await autosave.flush().catch(() => false);
    if (saved || (announce && current && !isEmpty(current))) notify('success', mailT(isOffline() ? 'compose.savedOnDevice' : 'compose.draftSaved'));
    onClose();
  }, [autosave, current, onClose]);

  const send = useCallback(async () => {
    if (!current) return;
    const problems = check(current);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const db = currentDb();
    if (!db) return;
    setBusy(true);
    const { mutationId, waiting } = await sendMail(db, args(current, true));
    onClose();
    // Files still on the device go first; the send follows them (mail-uploads.ts).
    if (waiting) return void notify('info', mailT('compose.waitingFiles'));
    const outcome = await writeOutcome(db, mutationId);
    if (outcome.kind === 'applied') notify('success', mailT('compose.sent'));
    else if (outcome.kind === 'refused') notify('error', outcome.msg);
    else notify('info', mailT('compose.queued'));
  }, [current, onClose]);

  return { values: current, set, files, setFiles, errors, busy, autosave: autosave.state, close, send };
}
