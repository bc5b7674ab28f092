import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BaseBody } from '@/features/visualdev/contract';
import { useDesignerT } from '../designer/i18n';

type Meta = Pick<BaseBody, 'fullName' | 'enCode' | 'tableName'>;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const BLANK: Meta = { fullName: '', enCode: '', tableName: '' };

/** 新建: the model's name, code and (optionally) the table it uses; then the designer opens. */
export function CreateDialog({ opened, onClose, onNext }: { opened: boolean; onClose(): void; onNext(meta: Meta): void }) {
  const t = useDesignerT();
  const [v, setV] = useState<Meta>(BLANK);
  const [errors, setErrors] = useState<Partial<Record<keyof Meta, string>>>({});
  const field = (key: keyof Meta) => ({ value: v[key], error: errors[key], onChange: (e: { currentTarget: HTMLInputElement }) => { const value = e.currentTarget.value; setV((x) => ({ ...x, [key]: value })); } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const m = { fullName: v.fullName.trim(), enCode: v.enCode.trim(), tableName: v.tableName.trim() };
    const found = {
      fullName: m.fullName ? undefined : t('create.fullNameRequired'),
      enCode: !m.enCode ? t('create.enCodeRequired') : NAME.test(m.enCode) ? undefined : t('create.enCodeRule'),
      tableName: !m.tableName || NAME.test(m.tableName) ? undefined : t('create.tableRule'),
    };
    setErrors(found);
    if (found.fullName || found.enCode || found.tableName) return;
    setV(BLANK);
    onNext(m);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('create.fullName')} withAsterisk data-autofocus {...field('fullName')} />
          <TextInput label={t('create.enCode')} withAsterisk {...field('enCode')} />
          <TextInput label={t('create.tableName')} description={t('create.tableHint')} {...field('tableName')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit">{t('create.next')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
