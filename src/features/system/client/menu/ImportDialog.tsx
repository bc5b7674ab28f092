import { Button, FileInput, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MENU_ROOT, menuExport, type MenuAdminNode } from '@/features/system/contract';
import { notify } from '@/lib/notify';
import { menuApi } from './menu-api';
import { directoryOptions } from './menu-tree-model';
import { useMenuT } from './i18n';

/** 导入: a file exported by 菜单管理 (checked with the contract before it is sent), under a directory of choice. */
export function ImportDialog({ opened, tree, onClose, onDone }: { opened: boolean; tree: MenuAdminNode[]; onClose(): void; onDone(): void }) {
  const t = useMenuT();
  const [file, setFile] = useState<File | null>(null);
  const [parentId, setParentId] = useState(MENU_ROOT);
  const [onClash, setOnClash] = useState<'refuse' | 'rename'>('refuse');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parents = useMemo(() => [{ value: MENU_ROOT, label: t('form.root') }, ...directoryOptions(tree)], [tree, t]);

  const submit = async () => {
    if (!file) return setError(t('import.fileRequired'));
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      return setError(t('import.notJson'));
    }
    const parsed = menuExport.safeParse(data);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('import.notJson'));
    setError(null);
    setBusy(true);
    try {
      const result = await menuApi.importTree({ parentId, onClash, data });
      notify('success', t('import.done', { count: result.created, renamed: result.renamed.length }));
      onDone();
      onClose();
    } catch {
      // The server's reason (e.g. the codes already in use) was shown.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('import.title')} centered closeOnClickOutside={false}>
      <Stack gap="sm">
        <FileInput label={t('import.file')} accept="application/json,.json" value={file} onChange={setFile} error={error} clearable data-testid="menu-import-file" />
        <Select label={t('import.parent')} data={parents} value={parentId} allowDeselect={false} searchable onChange={(p) => p && setParentId(p)} />
        <Radio.Group label={t('import.onClash')} value={onClash} onChange={(v) => setOnClash(v as 'refuse' | 'rename')}>
          <Stack gap={4} mt={4}>
            <Radio value="refuse" label={t('import.refuse')} />
            <Radio value="rename" label={t('import.rename')} />
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">{t('import.note')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
          <Button loading={busy} onClick={() => void submit()} data-testid="menu-import-submit">{t('import.submit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
