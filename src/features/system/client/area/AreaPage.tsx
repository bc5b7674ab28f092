import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconSubtask, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListSearchBar } from '@/components/list-page/ListSearchBar';
import { AREA_ROOT } from '@/features/system/contract';
import { act, areaApi } from './area-api';
import { areaColumns } from './area-columns';
import { useAreaTree, type AreaNode } from './area-tree';
import { AreaForm, type AreaFormTarget } from './AreaForm';
import { TreeTable } from '@/components/list-page/TreeTable';
import { useAreaT } from './i18n';

/** 行政区划: the GB/T 2260 tree, provinces first, each level loaded when its parent opens. */
export default function AreaPage() {
  const t = useAreaT();
  const [keyword, setKeyword] = useState('');
  const tree = useAreaTree(keyword);
  const { refresh, open, find } = tree;
  const [target, setTarget] = useState<AreaFormTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);

  const toggle = useCallback(async (row: AreaNode) => {
    if (await act(() => areaApi.toggle(row.id))) await refresh([row.parentId]);
  }, [refresh]);
  const columns = useMemo(() => areaColumns(t, tree.loadingIds, toggle), [t, tree.loadingIds, toggle]);

  const remove = async (row: AreaNode) => {
    if (!(await confirmDelete(t('deleteConfirm', { name: row.fullName })))) return;
    // The server refuses an area with children (its message is shown); the parent may now be a leaf.
    if (await act(() => areaApi.remove(row.id))) await refresh([row.parentId, find(row.parentId)?.parentId]);
  };
  const saved = (parentId: string) => {
    if (parentId === AREA_ROOT) return void refresh([AREA_ROOT]);
    // The parent gains its first child (its own level shows it can now open) and opens on the new row.
    void refresh([find(parentId)?.parentId]);
    void open(parentId);
  };
  const parentName = (parentId: string) => (parentId === AREA_ROOT ? undefined : find(parentId)?.fullName);

  return (
    <div>
      <ListSearchBar onSearch={(k) => setKeyword(k.trim())}>
        <Text size="xs" c="dimmed" pb={8}>{t('keywordScope')}</Text>
      </ListSearchBar>
      <TreeTable<AreaNode>
        columns={columns} data={tree.tree} total={tree.total} loading={tree.rootLoading}
        expanded={tree.expanded} onExpandedChange={(next) => tree.onExpandedChange(next === true ? {} : next)}
        subRows={(row) => row.subRows} canExpand={(row) => row.hasChildren} actionsWidth={150}
        expandTestId={(row) => `area-expand-${row.fullName}`}
        toolbar={
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ mode: 'create', parentId: AREA_ROOT })} data-testid="area-add">{t('add')}</Button>
          </ButtonGuard>
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_add">
              <Tooltip label={t('addChild')}>
                <ActionIcon variant="subtle" onClick={() => setTarget({ mode: 'create', parentId: row.id, parentName: row.fullName })} aria-label={`${t('addChild')} ${row.fullName}`}><IconSubtask size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('edit')}>
                <ActionIcon variant="subtle" onClick={() => setTarget({ mode: 'edit', id: row.id, parentName: parentName(row.parentId) })} aria-label={`${t('edit')} ${row.fullName}`}><IconEdit size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_remove">
              <Tooltip label={t('delete')}>
                <ActionIcon variant="subtle" color="red" onClick={() => void remove(row)} aria-label={`${t('delete')} ${row.fullName}`}><IconTrash size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </Group>
        )}
      />
      <AreaForm target={target} onClose={close} onSaved={saved} />
    </div>
  );
}
