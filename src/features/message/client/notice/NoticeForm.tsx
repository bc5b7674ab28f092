import { Checkbox, Fieldset, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { newId } from '@/contract/ids';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { OrganizePicker, RolePicker, UserPicker } from '@/components/pickers';
import { RichTextEditor } from '@/components/rich-text';
import { AttachmentUpload } from '@/components/upload';
import { FORM_UPLOAD_DEFAULT_LIMIT, type UploadedFile } from '@/features/files/contract';
import { NOTICE_FILE_OWNER, NOTICE_FILES_MAX, noticeBody, type NoticeBody, type NoticeInfo } from '@/features/message/contract';
import { notify } from '@/lib/notify';
import { messageApi, noticeApi } from '../api';
import { useMsgT } from '../i18n';
import { asUploaded, blankNotice, noticeValues } from './notice-form-values';

export type NoticeTarget = { mode: 'create' } | { mode: 'edit'; info: NoticeInfo };

interface Props {
  target: NoticeTarget | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * 公告 create/edit, saved as a draft (released from the list). The body comes from the shared
 * rich-text editor (§9 toolbar, HTML); the server sanitises it and the viewer again.
 * Attachments upload as files of this notice (its id is made here for a new one), so its recipients may download them.
 */
export function NoticeForm({ target, onClose, onSaved }: Props) {
  const t = useMsgT();
  const form = useZodForm(noticeBody, blankNotice());
  const { reset } = form;
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const noticeId = useMemo(() => (target?.mode === 'edit' ? target.info.id : newId()), [target]);
  const owner = useMemo(() => ({ ownerType: NOTICE_FILE_OWNER, ownerId: noticeId }), [noticeId]);
  useEffect(() => {
    if (!target) return;
    const values = target.mode === 'edit' ? noticeValues(target.info) : blankNotice();
    reset(values);
    setFiles([]);
    let live = true;
    void messageApi.files(values.fileIds).then((infos) => live && setFiles(asUploaded(values.fileIds, infos)));
    return () => {
      live = false;
    };
  }, [target, reset]);

  const v = form.values;
  const r = v.recipients ?? blankNotice().recipients;
  const setRecipients = (patch: Partial<NoticeBody['recipients']>) => form.setField('recipients', { ...r, ...patch });
  const submit = async (values: NoticeBody) => {
    if (!target) return;
    const body = { ...values, fileIds: files.map((f) => f.fileId) };
    if (target.mode === 'create') await noticeApi.create({ ...body, id: noticeId });
    else await noticeApi.update(target.info.id, body);
    notify('success', t('notice.saveDraft'));
    onSaved();
  };
  return (
    <FormDialog<typeof noticeBody> opened={target !== null} width={760} title={target?.mode === 'edit' ? t('notice.editTitle') : t('notice.addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <TextInput label={t('fields.title')} withAsterisk value={v.title} onChange={(e) => form.setField('title', e.currentTarget.value)} error={form.errors.title} data-testid="notice-title" />
      <SegmentedControl value={String(v.type ?? 5)} onChange={(x) => form.setField('type', x === '7' ? 7 : 5)} data={[{ value: '5', label: t('types.5') }, { value: '7', label: t('types.7') }]} />
      <RichTextEditor label={t('fields.body')} value={v.bodyHtml ?? ''} onChange={(html) => form.setField('bodyHtml', html)} error={form.errors.bodyHtml} testId="notice-body" />
      <Fieldset legend={t('fields.recipients')}>
        <Stack gap="xs">
          <Checkbox label={t('fields.all')} checked={r.all ?? false} onChange={(e) => setRecipients({ all: e.currentTarget.checked })} data-testid="notice-all" />
          <OrganizePicker label={t('fields.organizes')} multiple disabled={r.all} value={(r.organizeIds ?? []).map((id) => [id])} onChange={(paths) => setRecipients({ organizeIds: paths.map((p) => p[p.length - 1]!).filter(Boolean) })} />
          <RolePicker label={t('fields.roles')} multiple disabled={r.all} value={r.roleIds ?? []} onChange={(ids) => setRecipients({ roleIds: ids })} data-testid="notice-roles" />
          <UserPicker label={t('fields.users')} multiple disabled={r.all} value={r.userIds ?? []} onChange={(ids) => setRecipients({ userIds: ids })} />
        </Stack>
      </Fieldset>
      <Input.Wrapper label={t('fields.attachments')} error={form.errors.fileIds}>
        <AttachmentUpload value={files} onChange={setFiles} limit={NOTICE_FILES_MAX} fileSize={FORM_UPLOAD_DEFAULT_LIMIT} owner={owner} />
      </Input.Wrapper>
    </FormDialog>
  );
}
