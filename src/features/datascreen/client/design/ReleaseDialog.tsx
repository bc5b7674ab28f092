import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ScreenRow } from '@/features/datascreen/contract';
import type { MenuAdminNode } from '@/features/system/contract';
import { http } from '@/lib/http/client';
import { notify } from '@/lib/notify';
import { useScreenT } from '../i18n';
import { screenApi } from '../screen-api';

interface MenuChoice { value: string; label: string }
const directories = (nodes: MenuAdminNode[], depth = 0): MenuChoice[] =>
  nodes.flatMap((n) => (n.type === 1 ? [{ value: n.id, label: `${'\u3000'.repeat(depth)}${n.fullName}` }, ...directories(n.children, depth + 1)] : []));

/** 发布: the directory the screen's menu (type 6) goes under (在线开发 unless another is chosen); again, it updates the menu. */
export function ReleaseDialog({ row, onClose, onReleased }: { row: ScreenRow | null; onClose(): void; onReleased(): void }) {
  const t = useScreenT();
  const [menus, setMenus] = useState<MenuChoice[]>([]);
  const [parentId, setParentId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (row) http.get<{ list: MenuAdminNode[] }>('/api/system/Menu').then((r) => setMenus(directories(r.list)), () => setMenus([]));
  }, [row]);
  const release = () => {
    if (!row) return;
    setBusy(true);
    screenApi.release(row.id, parentId).then((msg) => { notify('success', msg); onReleased(); onClose(); }, () => undefined).finally(() => setBusy(false));
  };
  return (
    <Modal opened={row !== null} onClose={onClose} closeButtonProps={{ 'aria-label': t('designer.close') }} title={t('release.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('release.hint', { name: row?.fullName ?? '' })}</Text>
        <Select label={t('release.parent')} placeholder={t('release.parentDefault')} clearable searchable data={menus} value={parentId} onChange={setParentId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('designer.cancel')}</Button>
          <Button loading={busy} onClick={release} data-testid="screen-release-ok">{t('release.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
