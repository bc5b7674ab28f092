import { ActionIcon, Autocomplete, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { SCOPE_OPERATORS, SCOPE_TYPES, SCOPE_VARIABLES, type ScopeRule, type ScopeType } from '@/contract/data-scope';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { fieldErrors, type FieldErrors } from '@/components/form-dialog/use-zod-form';
import { dataSchemeBody } from '@/features/permission/contract';
import { act, menuApi, type SchemeRow } from './menu-api';
import { useMenuT } from './i18n';

type Draft = { id?: string; fullName: string; enCode: string; scopeType: ScopeType; rules: ScopeRule[] };
const blank: Draft = { fullName: '', enCode: '', scopeType: 'all', rules: [] };

/** A menu's data-permission schemes (granted on the authorise screen): scope, or custom rules `field op value`. */
export function SchemesTab({ moduleId, onChanged }: { moduleId: string; onChanged(): void }) {
  const t = useMenuT();
  const [rows, setRows] = useState<SchemeRow[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const load = useCallback(() => menuApi.schemes(moduleId).then(setRows, () => undefined), [moduleId]);
  useEffect(() => {
    void load();
  }, [load]);
  const done = () => {
    setDraft(null);
    void load();
    onChanged();
  };
  const save = async () => {
    if (!draft) return;
    const parsed = dataSchemeBody.safeParse({ ...draft, moduleId });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    if (await act(() => (draft.id ? menuApi.editScheme(draft.id, parsed.data) : menuApi.addScheme(parsed.data)))) done();
  };
  const remove = async (row: SchemeRow) => {
    if ((await confirmDelete(t('items.deleteConfirm', { name: row.fullName }))) && (await act(() => menuApi.removeScheme(row.id)))) done();
  };
  const setRule = (i: number, patch: Partial<ScopeRule>) => draft && setDraft({ ...draft, rules: draft.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  if (draft) {
    return (
      <Stack gap="xs">
        <Group grow>
          <TextInput size="xs" label={t('schemes.fullName')} withAsterisk value={draft.fullName} onChange={(e) => setDraft({ ...draft, fullName: e.currentTarget.value })} error={errors.fullName} data-testid="menu-scheme-fullName" />
          <TextInput size="xs" label={t('schemes.enCode')} withAsterisk value={draft.enCode} onChange={(e) => setDraft({ ...draft, enCode: e.currentTarget.value })} error={errors.enCode} data-testid="menu-scheme-enCode" />
        </Group>
        <Select size="xs" label={t('schemes.scope')} allowDeselect={false} value={draft.scopeType} onChange={(s) => s && setDraft({ ...draft, scopeType: s as ScopeType })}
          data={SCOPE_TYPES.map((s) => ({ value: s, label: t(`schemes.scopes.${s}`) }))} />
        {draft.scopeType === 'custom' && draft.rules.map((rule, i) => (
          <Group key={i} gap={6} wrap="nowrap">
            <TextInput size="xs" w={160} value={rule.field} onChange={(e) => setRule(i, { field: e.currentTarget.value })} aria-label={t('schemes.field')} />
            <Select size="xs" w={110} allowDeselect={false} value={rule.op} onChange={(op) => op && setRule(i, { op: op as ScopeRule['op'] })} data={SCOPE_OPERATORS.map((op) => ({ value: op, label: op }))} aria-label={t('schemes.operator')} />
            <Autocomplete size="xs" style={{ flex: 1 }} value={rule.value} onChange={(value) => setRule(i, { value })} data={[...SCOPE_VARIABLES]} aria-label={t('schemes.value')} />
            <ActionIcon variant="subtle" color="red" onClick={() => setDraft({ ...draft, rules: draft.rules.filter((_, j) => j !== i) })} aria-label={t('actions.delete')}><IconTrash size={14} /></ActionIcon>
          </Group>
        ))}
        {draft.scopeType === 'custom' && (
          <Group>
            <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={() => setDraft({ ...draft, rules: [...draft.rules, { field: 'creatorUserId', op: '==', value: '@currentUser' }] })}>{t('schemes.addRule')}</Button>
            {errors.rules && <Text size="xs" c="red">{errors.rules}</Text>}
          </Group>
        )}
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>{t('actions.cancel')}</Button>
          <Button size="xs" onClick={() => void save()} data-testid="menu-scheme-save">{t('items.save')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="flex-end"><Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setDraft(blank)} data-testid="menu-scheme-add">{t('schemes.add')}</Button></Group>
      <Table striped withTableBorder>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.fullName}</Table.Td>
              <Table.Td>{row.enCode}</Table.Td>
              <Table.Td><Badge variant="light">{t(`schemes.scopes.${row.scopeType}`)}</Badge></Table.Td>
              <Table.Td w={80}>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" onClick={() => setDraft({ id: row.id, fullName: row.fullName, enCode: row.enCode, scopeType: row.scopeType, rules: row.rules })} aria-label={`${t('actions.edit')} ${row.fullName}`}><IconEdit size={16} /></ActionIcon>
                  <ActionIcon variant="subtle" color="red" onClick={() => void remove(row)} aria-label={`${t('actions.delete')} ${row.fullName}`}><IconTrash size={16} /></ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && <Table.Tr><Table.Td colSpan={4}><Text c="dimmed" ta="center" size="sm">{t('items.empty')}</Text></Table.Td></Table.Tr>}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
