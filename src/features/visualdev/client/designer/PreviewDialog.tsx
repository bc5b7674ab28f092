import { Button, Center, Group, Loader, Modal, SegmentedControl, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { checkRecord, defaultValues, type FormSchema, type RecordValues, type Visibility } from '@/features/visualdev/contract';
import { useDesignerT } from './i18n';

const FormRenderer = lazy(() => import('../form').then((m) => ({ default: m.FormRenderer })));

/** 预览: the form as users will fill it, at pc width or at a phone's 375 px, with a live value. */
export function PreviewDialog({ opened, onClose, schema, initialOn }: { opened: boolean; onClose(): void; schema: FormSchema; initialOn: Visibility }) {
  const t = useDesignerT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('preview.title')} size="min(1100px, 96vw)">
      {opened && <PreviewBody schema={schema} initialOn={initialOn} />}
    </Modal>
  );
}

function PreviewBody({ schema, initialOn }: { schema: FormSchema; initialOn: Visibility }) {
  const t = useDesignerT();
  const [on, setOn] = useState<Visibility>(initialOn);
  const [value, setValue] = useState<RecordValues>(() => defaultValues(schema));
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SegmentedControl value={on} onChange={(v) => setOn(v as Visibility)} aria-label={t('preview.width')}
          data={[{ value: 'pc', label: t('preview.pc') }, { value: 'app', label: t('preview.app') }]} />
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => { setValue(defaultValues(schema)); setErrors({}); }}>{t('preview.reset')}</Button>
          <Button size="xs" onClick={() => setErrors(checkRecord(schema, value).errors)}>{t('preview.check')}</Button>
        </Group>
      </Group>
      <div data-testid="preview-frame" data-on={on} style={{ width: on === 'app' ? 375 : '100%', maxWidth: '100%', margin: '0 auto' }} className={on === 'app' ? 'qb-vd-phone' : undefined}>
        <Suspense fallback={<Center p="md"><Loader size="sm" /></Center>}>
          <FormRenderer schema={schema} value={value} onChange={setValue} errors={errors} on={on} />
        </Suspense>
      </div>
    </Stack>
  );
}
