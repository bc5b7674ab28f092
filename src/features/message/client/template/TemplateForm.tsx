import { NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { RichTextEditor } from '@/components/rich-text';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { MESSAGE_TYPES, placeholdersOf, templateBody, type TemplateBody, type TemplateInfo } from '@/features/message/contract';
import { notify } from '@/lib/notify';
import { templateApi } from '../api';
import { useMsgT } from '../i18n';

export type TemplateTarget = { mode: 'create' } | { mode: 'edit'; info: TemplateInfo };

const blank = (): TemplateBody => ({ fullName: '', enCode: '', messageSource: 1, title: '', content: '', enabledMark: 1, sortCode: 0, description: '' });

/**
 * 消息模板 create/edit: title and content with `{name}` parameters. The content is HTML (sanitised
 * when stored, filled with escaped values when sent), so it is written with the rich-text editor
 * (lazy, ADR 0028) like a notice's body; the parameters it and the title use are listed below it.
 */
export function TemplateForm({ target, onClose, onSaved }: { target: TemplateTarget | null; onClose(): void; onSaved(): void }) {
  const t = useMsgT();
  const form = useZodForm(templateBody, blank());
  const { reset } = form;
  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') return reset(blank());
    const i = target.info;
    reset({ fullName: i.fullName, enCode: i.enCode, messageSource: i.messageSource, title: i.title, content: i.content, enabledMark: i.enabledMark === 1 ? 1 : 0, sortCode: i.sortCode, description: i.description ?? '' });
  }, [target, reset]);
  const v = form.values;
  const submit = async (values: TemplateBody) => {
    if (!target) return;
    notify('success', target.mode === 'create' ? await templateApi.create(values) : await templateApi.update(target.info.id, values));
    onSaved();
  };
  const params = placeholdersOf(v.title ?? '', v.content ?? '');
  return (
    <FormDialog<typeof templateBody> opened={target !== null} width={720} title={target?.mode === 'edit' ? t('template.editTitle') : t('template.addTitle')} form={form} onClose={onClose} onSubmit={submit}>
      <TextInput label={t('template.fullName')} withAsterisk value={v.fullName} onChange={(e) => form.setField('fullName', e.currentTarget.value)} error={form.errors.fullName} />
      <TextInput label={t('template.enCode')} withAsterisk value={v.enCode} onChange={(e) => form.setField('enCode', e.currentTarget.value)} error={form.errors.enCode} />
      <Select label={t('template.messageSource')} allowDeselect={false} value={String(v.messageSource)} onChange={(x) => form.setField('messageSource', Number(x))} data={MESSAGE_TYPES.map((n) => ({ value: String(n), label: t(`types.${n}`) }))} error={form.errors.messageSource} />
      <TextInput label={t('fields.title')} withAsterisk value={v.title} onChange={(e) => form.setField('title', e.currentTarget.value)} error={form.errors.title} />
      <RichTextEditor label={t('template.content')} description={t('template.contentHint')} value={v.content ?? ''} onChange={(html) => form.setField('content', html)} error={form.errors.content} testId="template-content" minHeight={160} />
      {params.length > 0 && <TextInput label={t('template.params')} readOnly value={params.join(', ')} data-testid="template-params" />}
      <NumberInput label={t('template.sortCode')} min={0} value={v.sortCode as number | undefined} onChange={(n) => form.setField('sortCode', typeof n === 'number' ? n : 0)} error={form.errors.sortCode} />
      <Switch label={t('template.enabled')} checked={v.enabledMark === 1} onChange={(e) => form.setField('enabledMark', e.currentTarget.checked ? 1 : 0)} />
      <Textarea label={t('template.description')} value={v.description ?? ''} onChange={(e) => form.setField('description', e.currentTarget.value)} error={form.errors.description} autosize minRows={2} />
    </FormDialog>
  );
}
