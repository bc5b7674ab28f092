import { RichTextEditor } from '@/components/rich-text';
import { AttachmentUpload, ImageUpload } from '@/components/upload';
import { FileApi } from '@/features/files/contract';
import type { UploadedFile } from '@/features/files/contract';
import { useCallback } from 'react';
import { useFormContext } from '../context';
import type { ControlProps } from '../frame';
import { Wrapped } from './Wrapped';

/** SPEC §5: the form widgets' uploads allow 100 MB unless the field says otherwise. */
const FORM_UPLOAD_LIMIT = { size: 100, unit: 'MB' } as const;

interface StoredFile {
  fileId: string;
  name: string;
  fileSize?: number;
  fileExtension?: string;
}

/** The record keeps {fileId, name, fileSize, fileExtension}; the controls want the upload answer. */
const files = (v: unknown, kind: 'annex' | 'annexpic'): UploadedFile[] =>
  (Array.isArray(v) ? v : [])
    .filter((f): f is StoredFile => !!f && typeof f === 'object' && typeof (f as StoredFile).fileId === 'string')
    .map((f) => ({
      fileId: f.fileId, name: f.name, fileSize: f.fileSize ?? 0, fileExtension: f.fileExtension ?? (f.name.split('.').pop() ?? ''),
      fileVersionId: f.fileId, url: FileApi.download(kind, f.fileId),
    }));

export function UploadControl({ field, value, onChange, frame }: ControlProps) {
  const p = field.props;
  const fileSize = p.fileSize ? { size: p.fileSize, unit: p.sizeUnit ?? 'MB' } : FORM_UPLOAD_LIMIT;
  const emit = (next: UploadedFile[]) => onChange(next.length ? next.map((f) => ({ fileId: f.fileId, name: f.name, fileSize: f.fileSize, fileExtension: f.fileExtension })) : null);
  const accept = p.accept ? p.accept.split(',').map((a) => a.trim()).filter(Boolean) : undefined;
  const { fileOwner: owner, uploading } = useFormContext();
  const onBusy = useCallback((busy: boolean) => uploading(frame.id, busy), [uploading, frame.id]);
  return (
    <Wrapped frame={frame}>
      {field.jnpfKey === 'uploadImg'
        ? <ImageUpload value={files(value, 'annexpic')} onChange={emit} limit={p.limit ?? 0} fileSize={fileSize} disabled={frame.disabled} owner={owner} onBusy={onBusy} />
        : <AttachmentUpload value={files(value, 'annex')} onChange={emit} limit={p.limit ?? 0} fileSize={fileSize} accept={accept} disabled={frame.disabled} owner={owner} onBusy={onBusy} />}
    </Wrapped>
  );
}

export function EditorControl({ value, onChange, frame }: ControlProps) {
  return <RichTextEditor label={frame.label} error={frame.error} withAsterisk={frame.withAsterisk} disabled={frame.disabled} value={typeof value === 'string' ? value : ''} onChange={(html) => onChange(html === '' || html === '<p></p>' ? null : html)} />;
}
