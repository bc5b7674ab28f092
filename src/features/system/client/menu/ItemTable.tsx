import { ActionIcon, Badge, Button, Group, NumberInput, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { fieldErrors, type FieldErrors } from '@/components/form-dialog/use-zod-form';
import { moduleItemBody, type ModuleItemKind, type ModuleItemRow } from '@/features/system/contract';
import { act, menuApi } from './menu-api';
import { useMenuT } from './i18n';

type Draft = { id?: string; enCode: string; fullName: string; sortCode: number; enabledMark: 0 | 1 };
const blank: Draft = { enCode: '', fullName: '', sortCode: 0, enabledMark: 1 };

/** One kind of a menu's items (buttons, list columns or form fields): the list and a form to add or edit one. */
export function ItemTable({ kind, moduleId, onChanged }: { kind: ModuleItemKind; moduleId: string; onChanged(): void }) {
  const t = useMenuT();
  const [rows, setRows] = useState<ModuleItemRow[]>([]);
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const load = useCallback(() => menuApi.items(kind, moduleId).then(setRows, () => undefined), [kind, moduleId]);
  useEffect(() => {
    void load();
  }, [load]);
  const done = () => {
    setDraft(blank);
    void load();
    onChanged();
  };
  const save = async () => {
    const parsed = moduleItemBody.safeParse({ ...draft, moduleId });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    if (await act(() => (draft.id ? menuApi.editItem(kind, draft.id, parsed.data) : menuApi.addItem(kind, parsed.data)))) done();
  };
  const toggle = async (row: ModuleItemRow) => {
    if (await act(() => menuApi.editItem(kind, row.id, { ...row, enabledMark: row.enabledMark === 1 ? 0 : 1 }))) done();
  };
  const remove = async (row: ModuleItemRow) => {
    if ((await confirmDelete(t('items.deleteConfirm', { name: row.fullName }))) && (await act(() => menuApi.removeItem(kind, row.id)))) done();
  };

  return (
    <>
      <Table striped withTableBorder data-testid={`items-${kind}`}>
        <Table.Thead>
          <Table.Tr><Table.Th>{t('items.enCode')}</Table.Th><Table.Th>{t('items.fullName')}</Table.Th><Table.Th w={70}>{t('items.sortCode')}</Table.Th><Table.Th w={80}>{t('items.enabled')}</Table.Th><Table.Th w={80} /></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.enCode} {row.builtIn && <Badge size="xs" variant="light" color="gray">{t('tree.builtIn')}</Badge>}</Table.Td>
              <Table.Td>{row.fullName}</Table.Td>
              <Table.Td>{row.sortCode}</Table.Td>
              <Table.Td><Switch size="xs" checked={row.enabledMark === 1} onChange={() => void toggle(row)} aria-label={t('items.enabledOf', { name: row.fullName })} /></Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" onClick={() => setDraft({ id: row.id, enCode: row.enCode, fullName: row.fullName, sortCode: row.sortCode, enabledMark: row.enabledMark === 1 ? 1 : 0 })} aria-label={`${t('actions.edit')} ${row.fullName}`}><IconEdit size={16} /></ActionIcon>
                  {!row.builtIn && <ActionIcon variant="subtle" color="red" onClick={() => void remove(row)} aria-label={`${t('actions.delete')} ${row.fullName}`}><IconTrash size={16} /></ActionIcon>}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && <Table.Tr><Table.Td colSpan={5}><Text c="dimmed" ta="center" size="sm">{t('items.empty')}</Text></Table.Td></Table.Tr>}
        </Table.Tbody>
      </Table>
      <Group mt="sm" align="flex-start" gap="xs" wrap="nowrap">
        <TextInput size="xs" label={t('items.enCode')} withAsterisk value={draft.enCode} disabled={Boolean(draft.id && rows.find((r) => r.id === draft.id)?.builtIn)}
          onChange={(e) => setDraft({ ...draft, enCode: e.currentTarget.value })} error={errors.enCode} data-testid={`item-${kind}-enCode`} />
        <TextInput size="xs" label={t('items.fullName')} withAsterisk value={draft.fullName} onChange={(e) => setDraft({ ...draft, fullName: e.currentTarget.value })} error={errors.fullName} data-testid={`item-${kind}-fullName`} />
        <NumberInput size="xs" w={80} label={t('items.sortCode')} min={0} value={draft.sortCode} onChange={(n) => setDraft({ ...draft, sortCode: typeof n === 'number' ? n : 0 })} />
        <Group gap={4} mt={22} wrap="nowrap">
          <Button size="xs" onClick={() => void save()} data-testid={`item-${kind}-save`}>{draft.id ? t('items.save') : t('items.add')}</Button>
          {draft.id && <Button size="xs" variant="default" onClick={() => setDraft(blank)}>{t('actions.cancel')}</Button>}
        </Group>
      </Group>
    </>
  );
}
