import { Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { DICT_IMPORT_MSG, dictImportFile, type DictTypeNode } from '@/features/dictionary/contract';
import { http } from '@/lib/http/client';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { usePendingIds, useSyncDb } from '@/sync/hooks';
import { flattenRows, type DataRow } from './data-rows';
import { typeTreeOf } from './local-types';
import { DataForm, type DataFormTarget } from './DataForm';
import { DataTable } from './DataTable';
import { dictionaryApi } from './dictionary-api';
import { dictT, useDictT } from './i18n';
import { deleteDictionaryData, updateDictionaryData } from './mutations';
import { TypeForm, type TypeFormTarget } from './TypeForm';
import { TypeTree } from './TypeTree';

const find = (nodes: DictTypeNode[], id: string | null): DictTypeNode | undefined =>
  nodes.reduce<DictTypeNode | undefined>((hit, n) => hit ?? (n.id === id ? n : find(n.children ?? [], id)), undefined);

/** 数据字典: types on the left (server, or the device's copy offline), the chosen type's entries on the right (device store, writable offline). */
export default function DictionaryPage() {
  const t = useDictT();
  const db = useSyncDb();
  const [typeKeyword, setTypeKeyword] = useState('');
  // The server's tree when it answers; otherwise the device's copy (collection dictionaries), so the page opens offline.
  const [serverTypes, setServerTypes] = useState<DictTypeNode[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [typeTarget, setTypeTarget] = useState<TypeFormTarget | null>(null);
  const [dataTarget, setDataTarget] = useState<DataFormTarget | null>(null);
  const pending = usePendingIds('dictionaryData');

  const loadTypes = useCallback(() => dictionaryApi.types(typeKeyword).then(setServerTypes, () => setServerTypes(null)), [typeKeyword]);
  useEffect(() => void loadTypes(), [loadTypes]);
  const storedTypes = useLiveQuery(async () => (db ? db.dictionaries.toArray() : []), [db]);
  const types = useMemo(() => serverTypes ?? typeTreeOf(storedTypes ?? [], typeKeyword), [serverTypes, storedTypes, typeKeyword]);
  const selected = find(types, selectedId);
  const isTree = selected?.isTree === 1;

  const local = useLiveQuery(async () => (db && selectedId ? db.dictionaryData.filter((r) => r.dictionaryTypeId === selectedId).toArray() : []), [db, selectedId]);
  const rows = useMemo(() => flattenRows(local ?? [], keyword), [local, keyword]);
  const allRows = useMemo(() => flattenRows(local ?? []), [local]);

  const removeType = async (node: DictTypeNode) => {
    if (!(await confirmDelete(dictT('deleteConfirm', { name: node.fullName })))) return;
    try {
      notify('success', await dictionaryApi.removeType(node.id));
      if (selectedId === node.id) setSelectedId(null);
      await loadTypes();
    } catch {
      // The http client showed the server's reason (e.g. 该分类下有字典数据，不能删除).
    }
  };
  const removeRow = async (row: DataRow) => {
    if (!(await confirmDelete(dictT('deleteConfirm', { name: row.fullName })))) return;
    await deleteDictionaryData.mutate({ id: row.id }, { baseVersion: row._version ?? null });
  };
  const toggleRow = (row: DataRow) => {
    const { depth: _d, _version, dictionaryTypeId: _t, ...fields } = row;
    void updateDictionaryData.mutate(
      { ...fields, enabledMark: row.enabledMark === 1 ? 0 : 1, description: fields.description ?? null, styleJson: fields.styleJson ?? null },
      { baseVersion: _version ?? null },
    );
  };
  const exportType = async () => {
    if (!selected) return;
    try {
      saveBlob(await http.blob(dictionaryApi.exportUrl(selected.id)), `${selected.fullName}.json`);
    } catch {
      // Shown by the http client.
    }
  };

  /** 导入: the file is checked here with the server's own schema first, so its message shows before any upload. */
  const importType = async (file: File | null) => {
    if (!file) return;
    let parsed: unknown;
    try { parsed = JSON.parse(await file.text()); } catch { notify('warning', t('importFailed', { message: DICT_IMPORT_MSG.fileInvalid })); return; }
    const checked = dictImportFile.safeParse(parsed);
    if (!checked.success) { notify('warning', t('importFailed', { message: checked.error.issues[0]?.message ?? DICT_IMPORT_MSG.fileInvalid })); return; }
    try {
      notify('success', await http.action('POST', '/api/system/DictionaryData/Actions/Import', parsed));
      void loadTypes();
    } catch {
      // Shown by the http client.
    }
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <TypeTree
        types={types} selected={selectedId} keyword={typeKeyword} onKeyword={setTypeKeyword} onSelect={(n) => setSelectedId(n.id)}
        onAdd={() => setTypeTarget({ mode: 'create' })} onEdit={(n) => setTypeTarget({ mode: 'edit', id: n.id })} onRemove={(n) => void removeType(n)}
      />
      <Paper withBorder p="sm" style={{ flex: 1, minWidth: 0 }}>
        <ButtonGuard code="btn_import">
          <Group justify="flex-end" mb="xs">
            <FileButton accept="application/json,.json" onChange={(f) => void importType(f)}>
              {(props) => <Button size="xs" variant="default" leftSection={<IconUpload size={14} />} {...props} data-testid="dict-import">{t('import')}</Button>}
            </FileButton>
          </Group>
        </ButtonGuard>
        {!selected ? <Text c="dimmed">{t('chooseType')}</Text> : (
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h5">{selected.fullName} <Text span c="dimmed" size="sm">{selected.enCode}</Text></Title>
              <Group gap="xs">
                <TextInput size="xs" placeholder={`${t('fullName')} / ${t('enCode')}`} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
                <ButtonGuard code="btn_add">
                  <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setDataTarget({ mode: 'create', typeId: selected.id })} data-testid="dict-data-add">{t('add')}</Button>
                </ButtonGuard>
                <ButtonGuard code="btn_export">
                  <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => void exportType()}>{t('export')}</Button>
                </ButtonGuard>
              </Group>
            </Group>
            <DataTable
              rows={rows} isTree={isTree} pending={pending} onToggle={toggleRow} onRemove={(r) => void removeRow(r)}
              onAddChild={(r) => setDataTarget({ mode: 'create', typeId: selected.id, parentId: r.id })} onEdit={(row) => setDataTarget({ mode: 'edit', row })}
            />
          </Stack>
        )}
      </Paper>
      <TypeForm target={typeTarget} types={types} onClose={() => setTypeTarget(null)} onSaved={() => { setTypeTarget(null); void loadTypes(); }} />
      <DataForm target={dataTarget} parents={isTree ? allRows : null} onClose={() => setDataTarget(null)} />
    </Group>
  );
}
