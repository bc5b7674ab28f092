import { Alert, Button, FileButton, Group } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy, IconDownload, IconEye, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormSchema } from '@/features/visualdev/contract';
import { notify } from '@/lib/notify';
import { exportSchema, importSchema } from './json-io';
import { useDesignerT } from './i18n';

interface Props {
  history: { undo(): void; redo(): void; canUndo: boolean; canRedo: boolean };
  schema: FormSchema;
  name: string;
  saving?: boolean;
  onLoaded(schema: FormSchema): void;
  onPreview(): void;
  /** Without it the form is handed on as it is edited, and there is nothing to save here. */
  onSave?(): void;
}

/** 撤销, 重做, 导入, 导出, 预览, 保存. */
export function DesignerToolbar({ history, schema, name, saving, onLoaded, onPreview, onSave }: Props) {
  const t = useDesignerT();
  const [error, setError] = useState<string | null>(null);
  const load = async (file: File | null) => {
    if (!file) return;
    const r = await importSchema(file);
    if (!r.ok) { setError(r.message); return; }
    setError(null);
    onLoaded(r.schema);
    notify('success', r.migratedFrom ? t('io.migrated', { version: r.migratedFrom }) : t('io.imported'));
  };
  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="xs" leftSection={<IconArrowBackUp size={16} />} disabled={!history.canUndo} onClick={history.undo} title="Ctrl+Z">{t('toolbar.undo')}</Button>
        <Button variant="default" size="xs" leftSection={<IconArrowForwardUp size={16} />} disabled={!history.canRedo} onClick={history.redo} title="Ctrl+Y">{t('toolbar.redo')}</Button>
        <FileButton accept="application/json,.json" onChange={(f) => void load(f)}>
          {(props) => <Button variant="default" size="xs" leftSection={<IconUpload size={16} />} {...props}>{t('toolbar.import')}</Button>}
        </FileButton>
        <Button variant="default" size="xs" leftSection={<IconDownload size={16} />} onClick={() => exportSchema(schema, name)}>{t('toolbar.export')}</Button>
        <Button variant="default" size="xs" leftSection={<IconEye size={16} />} onClick={onPreview}>{t('toolbar.preview')}</Button>
        {onSave && <Button size="xs" ml="auto" leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={onSave}>{t('toolbar.save')}</Button>}
      </Group>
      {error && <Alert color="red" withCloseButton onClose={() => setError(null)} title={t('io.importFailed')}>{error}</Alert>}
    </>
  );
}
