import { Button, Drawer, Group, Modal, ScrollArea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { newId } from '@/contract/ids';
import { ONLINE_FILE_OWNER, type FormSchema, type RecordValues } from '@/features/visualdev/contract';
import { saveOnlineRecord } from './mutations';
import { FormRenderer, useFormState } from '../form';
import { useOnlineT } from './i18n';

export interface RecordTarget {
  /** Absent: a new record. */
  id?: string;
  values?: RecordValues;
  readOnly?: boolean;
}

interface Props {
  modelId: string;
  title: string;
  schema: FormSchema;
  target: RecordTarget;
  onClose(): void;
}

function Frame({ popupType, width, title, opened, onClose, children }: { popupType: string; width: string; title: string; opened: boolean; onClose(): void; children: ReactNode }) {
  if (popupType === 'drawer') return <Drawer opened={opened} onClose={onClose} title={title} position="right" size={width}>{children}</Drawer>;
  return <Modal opened={opened} onClose={onClose} title={title} size={width} fullScreen={popupType === 'fullScreen'} scrollAreaComponent={ScrollArea.Autosize}>{children}</Modal>;
}

/** Add, edit or look at one record of a released model: the schema's form, saved through the outbox. */
export function RecordDialog({ modelId, title, schema, target, onClose }: Props) {
  const t = useOnlineT();
  const form = useFormState(schema, target.values);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [fileOwner] = useState(() => ({ ownerType: ONLINE_FILE_OWNER, ownerId: modelId }));
  const narrow = typeof window !== 'undefined' && window.innerWidth < 600;

  const save = async () => {
    if (uploading) {
      notifications.show({ message: t('waitUpload'), color: 'yellow' });
      return;
    }
    if (!form.validate()) return;
    setSaving(true);
    try {
      const id = target.id ?? newId();
      await saveOnlineRecord.mutate({ modelId, id, isNew: !target.id, data: form.check().values });
      notifications.show({ message: navigator.onLine ? t('saved') : t('savedOffline'), color: 'green' });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const heading = `${target.readOnly ? t('detail') : target.id ? t('edit') : t('add')} · ${title}`;
  return (
    <Frame popupType={schema.formConf.popupType} width={schema.formConf.popupWidth} title={heading} opened onClose={onClose}>
      <FormRenderer schema={schema} value={form.value} onChange={form.setValue} errors={form.errors} on={narrow ? 'app' : 'pc'} readOnly={target.readOnly} fileOwner={fileOwner} onUploading={setUploading} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{target.readOnly ? t('close') : t('cancel')}</Button>
        {!target.readOnly && <Button onClick={() => void save()} loading={saving} data-testid="online-save">{t('save')}</Button>}
      </Group>
    </Frame>
  );
}
