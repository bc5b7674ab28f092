import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { SCOPE_TYPES, type ScopeRule, type ScopeType } from '@/contract/data-scope';
import { fieldErrors, type FieldErrors } from '@/components/form-dialog/use-zod-form';
import { dataSchemeBody } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { act, confirmAndDelete } from '../shared/act';
import { useAsync } from '../shared/use-async';
import { authorizeApi, type DataSchemeRow } from './authorize-api';
import { RuleEditor } from './RuleEditor';

type Draft = z.input<typeof dataSchemeBody> & { id?: string };
const blank = (moduleId: string): Draft => ({ moduleId, fullName: '', enCode: '', scopeType: 'all', rules: [], description: '' });

/** 数据权限方案 of one menu: all, my organisation, my department, my department and below, only mine, custom rules. */
export function SchemeDialog({ module, onClose, onChanged }: { module: { id: string; name: string } | null; onClose(): void; onChanged(): void }) {
  const t = usePermT();
  const { data, reload } = useAsync<DataSchemeRow[]>(() => (module ? authorizeApi.schemes(module.id) : Promise.resolve([])), [], [module]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setDraft(null), [module]);
  const edit = (next: Draft | null) => {
    setDraft(next);
    setErrors({});
  };
  const save = async () => {
    if (!draft) return;
    const parsed = dataSchemeBody.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const ok = await act(() => (draft.id ? authorizeApi.updateScheme(draft.id, parsed.data) : authorizeApi.createScheme(parsed.data)));
    if (ok) {
      edit(null);
      reload();
      onChanged();
    }
  };
  const remove = async (row: DataSchemeRow) => {
    if (await confirmAndDelete(() => authorizeApi.removeScheme(row.id))) {
      reload();
      onChanged();
    }
  };
  const scopeLabel = (s: ScopeType) => t(`scheme.scopes.${s}`);

  return (
    <Modal opened={module !== null} onClose={onClose} title={t('scheme.title', { name: module?.name ?? '' })} size={820} centered closeOnClickOutside={false}>
      {!draft ? (
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => module && edit(blank(module.id))} data-testid="scheme-add">{t('scheme.add')}</Button>
          </Group>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr><Table.Th>{t('scheme.fullName')}</Table.Th><Table.Th>{t('scheme.enCode')}</Table.Th><Table.Th>{t('scheme.scope')}</Table.Th><Table.Th w={80} /></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>{row.enCode}</Table.Td>
                  <Table.Td><Badge variant="light">{scopeLabel(row.scopeType)}</Badge>{row.scopeType === 'custom' && <Text size="xs" c="dimmed">{row.rules.map((r) => `${r.field} ${r.op} ${r.value}`).join('；')}</Text>}</Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon variant="subtle" onClick={() => edit({ ...row, description: row.description ?? '' })} aria-label={`${t('common.edit')} ${row.fullName}`}><IconEdit size={16} /></ActionIcon>
                      <ActionIcon variant="subtle" color="red" onClick={() => void remove(row)} aria-label={`${t('common.delete')} ${row.fullName}`}><IconTrash size={16} /></ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {data.length === 0 && <Table.Tr><Table.Td colSpan={4} ta="center" c="dimmed">{t('common.noData')}</Table.Td></Table.Tr>}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group grow>
            <TextInput label={t('scheme.fullName')} withAsterisk value={draft.fullName} onChange={(e) => setDraft({ ...draft, fullName: e.currentTarget.value })} error={errors.fullName} data-testid="scheme-fullName" />
            <TextInput label={t('scheme.enCode')} withAsterisk value={draft.enCode} onChange={(e) => setDraft({ ...draft, enCode: e.currentTarget.value })} error={errors.enCode} data-testid="scheme-enCode" />
          </Group>
          <Select label={t('scheme.scope')} withAsterisk allowDeselect={false} value={draft.scopeType} onChange={(s) => s && setDraft({ ...draft, scopeType: s as ScopeType })} data={SCOPE_TYPES.map((s) => ({ value: s, label: scopeLabel(s) }))} error={errors.scopeType} data-testid="scheme-scope" />
          {draft.scopeType === 'custom' && <RuleEditor rules={(draft.rules ?? []) as ScopeRule[]} onChange={(rules) => setDraft({ ...draft, rules })} error={errors.rules} />}
          <Textarea label={t('common.description')} value={draft.description ?? ''} onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => edit(null)}>{t('common.cancel')}</Button>
            <Button onClick={() => void save()} data-testid="scheme-save">{t('common.save')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
