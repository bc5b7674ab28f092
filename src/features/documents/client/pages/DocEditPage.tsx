import { Alert, Button, Card, Grid, Group, Loader, Select, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { MenuScope } from '@/app/permissions/MenuScope';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { RichTextEditor } from '@/components/rich-text';
import { AttachmentUpload } from '@/components/upload';
import { newId } from '@/contract/ids';
import { DOC_FILE_OWNER, DOC_LIMITS, DOC_MENU, docBody, isEditableDoc, SECRET_LEVELS, URGENCIES, type DocInput, type DocRow } from '@/features/documents/contract';
import type { UploadedFile } from '@/features/files/contract';
import { notify } from '@/lib/notify';
import { useSyncStatus } from '@/sync/hooks';
import { docApi } from '../api';
import { useDocumentsT } from '../i18n';
import { secretOptions, urgencyOptions } from './labels';

const blank = (): DocInput => ({ title: '', issuingOrg: '', secretLevel: SECRET_LEVELS[0], urgency: URGENCIES[0], mainTo: '', copyTo: '', bodyHtml: '', fileIds: [] });
const inputOf = (d: DocRow): DocInput => ({ title: d.title, issuingOrg: d.issuingOrg, secretLevel: d.secretLevel as DocInput['secretLevel'], urgency: d.urgency as DocInput['urgency'], mainTo: d.mainTo, copyTo: d.copyTo, bodyHtml: d.bodyHtml, fileIds: d.fileIds });

interface Loaded { doc: DocRow | null; files: UploadedFile[] }

function Editor({ id, loaded, onDone }: { id: string; loaded: Loaded; onDone(): void }) {
  const t = useDocumentsT();
  const { online } = useSyncStatus();
  const form = useZodForm(docBody, loaded.doc ? inputOf(loaded.doc) : blank());
  const [files, setFiles] = useState<UploadedFile[]>(loaded.files);
  const [stored, setStored] = useState(Boolean(loaded.doc));
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const v = form.values;
  const text = (key: 'title' | 'issuingOrg' | 'mainTo' | 'copyTo', max: number, required = true) => (
    <TextInput label={t(`col.${key}`)} required={required} maxLength={max} value={v[key] ?? ''} error={form.errors[key]} onChange={(e) => form.setField(key, e.currentTarget.value)} data-testid={`doc-${key}`} />
  );

  const save = async (submit: boolean) => {
    const body = form.validate();
    if (!body) return;
    const withFiles = { ...body, fileIds: files.map((f) => f.fileId) };
    setBusy(true);
    try {
      if (stored) await docApi.update(id, withFiles);
      else await docApi.create({ ...withFiles, id });
      setStored(true);
      if (submit) await docApi.send(id);
      notify('success', t(submit ? 'msg.submitted' : 'msg.saved'));
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">{t('form.numberLine', { no: loaded.doc?.docNo || t('form.noPending') })}</Text>
      <Grid gutter="sm">
        <Grid.Col span={12}>{text('title', DOC_LIMITS.title)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('issuingOrg', DOC_LIMITS.org)}</Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select label={t('col.secretLevel')} required allowDeselect={false} data={secretOptions(t)} value={v.secretLevel ?? null} error={form.errors.secretLevel}
            onChange={(x) => x && form.setField('secretLevel', x as DocInput['secretLevel'])} data-testid="doc-secretLevel" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select label={t('col.urgency')} required allowDeselect={false} data={urgencyOptions(t)} value={v.urgency ?? null} error={form.errors.urgency}
            onChange={(x) => x && form.setField('urgency', x as DocInput['urgency'])} data-testid="doc-urgency" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('mainTo', DOC_LIMITS.to)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{text('copyTo', DOC_LIMITS.to, false)}</Grid.Col>
        <Grid.Col span={12}>
          <RichTextEditor label={t('col.body')} value={v.bodyHtml ?? ''} onChange={(html) => form.setField('bodyHtml', html)} error={form.errors.bodyHtml} testId="doc-body" />
        </Grid.Col>
        <Grid.Col span={12}>
          <Text size="sm" fw={500} mb={4}>{t('col.files')}</Text>
          {!online && <Text size="xs" c="dimmed" mb={4}>{t('form.filesOffline')}</Text>}
          <AttachmentUpload value={files} onChange={setFiles} disabled={!online} limit={DOC_LIMITS.files} owner={{ ownerType: DOC_FILE_OWNER, ownerId: id }} onBusy={setUploading} />
          {form.errors.fileIds && <Text size="xs" c="red">{form.errors.fileIds}</Text>}
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button variant="light" loading={busy} disabled={uploading || !online} onClick={() => void save(false)} data-testid="doc-save">{t('action.save')}</Button>
        <ButtonGuard code="btn_submit"><Button loading={busy} disabled={uploading || !online} onClick={() => void save(true)} data-testid="doc-send">{t('action.submit')}</Button></ButtonGuard>
      </Group>
    </>
  );
}

/** /documentRelease/add and /edit?id=: the 红头 form, the body in the rich-text editor, attachments owned by the document's id. */
export default function DocEditPage() {
  const t = useDocumentsT();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { id?: string };
  const [newDocId] = useState(newId);
  const [loaded, setLoaded] = useState<Loaded | null | undefined>(search.id ? undefined : { doc: null, files: [] });
  useEffect(() => {
    if (!search.id) return;
    let live = true;
    setLoaded(undefined);
    void (async () => {
      try {
        const doc = await docApi.info(search.id!);
        const infos = await docApi.files(doc.fileIds);
        const files = infos.map((f) => ({ fileId: f.fileId, name: f.name, fileSize: f.fileSize, fileExtension: f.fileExtension, fileVersionId: f.fileId, url: f.url }));
        if (live) setLoaded({ doc, files });
      } catch {
        if (live) setLoaded(null);
      }
    })();
    return () => { live = false; };
  }, [search.id]);
  return (
    <MenuScope enCode={DOC_MENU}>
      {(list) => (
        <Card withBorder padding="lg" maw={1040} data-testid="doc-edit-page">
          <Group justify="space-between" mb="md">
            <Title order={4}>{search.id ? t('form.titleEdit') : t('form.titleAdd')}</Title>
            <Button variant="default" onClick={() => void navigate({ to: list.path })}>{t('action.back')}</Button>
          </Group>
          {loaded === undefined ? <Loader size="sm" />
            : loaded === null ? <Alert color="orange">{t('msg.notFound')}</Alert>
            : loaded.doc && !isEditableDoc(loaded.doc.status) ? <Alert color="orange">{t('msg.notEditable')}</Alert>
            : <Editor key={loaded.doc?.id ?? newDocId} id={loaded.doc?.id ?? newDocId} loaded={loaded} onDone={() => void navigate({ to: list.path })} />}
        </Card>
      )}
    </MenuScope>
  );
}
