import { Button, Group, TextInput } from '@mantine/core';
import { IconFold, IconPlus, IconSearch, IconUpload, IconFoldDown } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { usePermissions } from '@/app/permissions/permissions';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { MENU_ROOT, type MenuAdminNode } from '@/features/system/contract';
import { saveBlob } from '@/lib/save-blob';
import { act, menuApi } from './menu-api';
import { filterMenus, findMenu, parentsOf, type SortEntry } from './menu-tree-model';
import { ImportDialog } from './ImportDialog';
import { ItemsDialog } from './ItemsDialog';
import { MenuForm, type MenuFormTarget } from './MenuForm';
import { MenuRowActions, type MenuRowAction } from './MenuRowActions';
import { MenuTree } from './MenuTree';
import { useMenuT } from './i18n';

/** 菜单管理: the whole menu tree (types 1–8), dragged into order, each entry with its buttons, columns, form fields and schemes. */
export default function MenuPage() {
  const t = useMenuT();
  const { hasBtnP } = usePermissions();
  const [tree, setTree] = useState<MenuAdminNode[]>([]);
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<MenuFormTarget | null>(null);
  const [itemsOf, setItemsOf] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const reload = useCallback(() => menuApi.tree().then(setTree, () => undefined), []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const shown = useMemo(() => filterMenus(tree, keyword), [tree, keyword]);
  const closeForm = useCallback(() => setForm(null), []);

  const run = async (action: MenuRowAction, node: MenuAdminNode) => {
    if (action === 'addChild') return setForm({ mode: 'create', parentId: node.id });
    if (action === 'edit') return setForm({ mode: 'edit', node });
    if (action === 'items') return setItemsOf(node.id);
    if (action === 'export') {
      const doc = await menuApi.exportTree(node.id).catch(() => null);
      if (doc) saveBlob(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }), `menu-${node.enCode}.json`);
      return;
    }
    if (action === 'delete' && !(await confirmDelete(t('deleteConfirm', { name: node.fullName })))) return;
    const call = action === 'delete' ? () => menuApi.remove(node.id) : () => menuApi.action(node.id, action === 'state' ? 'State' : action === 'hidden' ? 'Hidden' : 'Reset');
    if (await act(call)) await reload();
  };
  // Refused or not, the tree is read again: a refused drop snaps back to what the server holds.
  const move = async (list: SortEntry[]) => {
    await act(() => menuApi.sort(list));
    await reload();
  };
  const toggle = (id: string) => setCollapsed((c) => {
    const next = new Set(c);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  return (
    <div className="qb-page-card">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <TextInput leftSection={<IconSearch size={14} />} placeholder={t('keyword')} aria-label={t('keyword')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="menu-keyword" />
          <Button variant="default" leftSection={<IconFoldDown size={16} />} onClick={() => setCollapsed(new Set())}>{t('expandAll')}</Button>
          <Button variant="default" leftSection={<IconFold size={16} />} onClick={() => setCollapsed(new Set(parentsOf(tree)))}>{t('foldAll')}</Button>
        </Group>
        <Group gap="xs">
          <ButtonGuard code="btn_import"><Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)} data-testid="menu-import">{t('actions.import')}</Button></ButtonGuard>
          <ButtonGuard code="btn_add"><Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ mode: 'create', parentId: MENU_ROOT })} data-testid="menu-add">{t('actions.add')}</Button></ButtonGuard>
        </Group>
      </Group>
      {/* Dragging a filtered tree would hide where an entry lands: drag works on the whole tree only. */}
      <MenuTree tree={shown} collapsed={collapsed} onToggle={toggle} onMove={(list) => void move(list)} canDrag={hasBtnP('btn_edit') && !keyword.trim()}
        actions={(node) => <MenuRowActions node={node} onAction={(a, n) => void run(a, n)} />} />
      <MenuForm target={form} tree={tree} onClose={closeForm} onSaved={() => void reload()} />
      <ItemsDialog node={findMenu(tree, itemsOf) ?? null} onClose={() => setItemsOf(null)} onChanged={() => void reload()} />
      <ImportDialog opened={importing} tree={tree} onClose={() => setImporting(false)} onDone={() => void reload()} />
    </div>
  );
}
