import { Button, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { useDesignerT } from '../designer/i18n';
import { baseApi, type BaseRow, type MenuChoice } from './base-api';

/** 发布: under which menu directory the model's page goes, and whether the phone gets it too. */
export function ReleaseDialog({ row, appDefault, onClose, onReleased }: { row: BaseRow | null; appDefault: boolean; onClose(): void; onReleased(): void }) {
  const t = useDesignerT();
  const [menus, setMenus] = useState<MenuChoice[]>([]);
  const [parentId, setParentId] = useState<string | null>(null);
  const [app, setApp] = useState(appDefault);
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (row) baseApi.parentMenus().then(setMenus, () => setMenus([])); }, [row]);
  const release = () => {
    if (!row) return;
    setBusy(true);
    baseApi.release(row.id, { parentId: parentId ?? '', app }).then((msg) => { notify('success', msg); onReleased(); onClose(); }, () => undefined).finally(() => setBusy(false));
  };
  return (
    <Modal opened={!!row} onClose={onClose} title={t('release.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('release.hint', { name: row?.fullName ?? '' })}</Text>
        <Select label={t('release.parent')} placeholder={t('release.parentDefault')} clearable searchable data={menus} value={parentId} onChange={setParentId} />
        <Switch label={t('release.app')} checked={app} onChange={(e) => setApp(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={busy} onClick={release}>{t('release.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
