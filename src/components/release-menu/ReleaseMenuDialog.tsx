import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { MenuAdminNode } from '@/features/system/contract';
import { http } from '@/lib/http/client';
import { notify } from '@/lib/notify';

export interface MenuChoice { value: string; label: string }

/** The menu directories (type 1), indented by depth, as the parent choices of a released design. */
export const menuDirectories = (nodes: readonly MenuAdminNode[], depth = 0): MenuChoice[] =>
  nodes.flatMap((n) => (n.type === 1 ? [{ value: n.id, label: `${'\u3000'.repeat(depth)}${n.fullName}` }, ...menuDirectories(n.children, depth + 1)] : []));

export const loadMenuDirectories = (): Promise<MenuChoice[]> => http.get<{ list: MenuAdminNode[] }>('/api/system/Menu').then((r) => menuDirectories(r.list));

export interface ReleaseMenuTexts {
  title: string;
  /** What releasing does, naming the design. */
  hint: string;
  parent: string;
  parentDefault: string;
  ok: string;
  cancel: string;
}

export interface ReleaseMenuDialogProps {
  /** The design being released; null closes the dialog. */
  target: { id: string; fullName: string } | null;
  texts: ReleaseMenuTexts;
  /** Releases under the chosen directory (null: the feature's default); resolves with the server's message. */
  release(id: string, parentId: string | null): Promise<string>;
  onClose(): void;
  onReleased(): void;
  /** The confirm button's test id. */
  testId?: string;
  /** Further choices of the feature (e.g. 在线开发's phone switch). */
  children?: ReactNode;
}

/**
 * 发布 of a design (在线开发 model, report, portal, data screen) as a menu: the directory it goes
 * under, the feature's default unless another is chosen; releasing again updates the same menu.
 */
export function ReleaseMenuDialog({ target, texts, release, onClose, onReleased, testId, children }: ReleaseMenuDialogProps) {
  const [menus, setMenus] = useState<MenuChoice[]>([]);
  const [parentId, setParentId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (target) loadMenuDirectories().then(setMenus, () => setMenus([]));
  }, [target]);
  const confirm = () => {
    if (!target) return;
    setBusy(true);
    release(target.id, parentId).then((msg) => { notify('success', msg); onReleased(); onClose(); }, () => undefined).finally(() => setBusy(false));
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={texts.title}>
      <Stack gap="sm">
        <Text size="sm">{texts.hint}</Text>
        <Select label={texts.parent} placeholder={texts.parentDefault} clearable searchable data={menus} value={parentId} onChange={setParentId} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{texts.cancel}</Button>
          <Button loading={busy} onClick={confirm} data-testid={testId}>{texts.ok}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
