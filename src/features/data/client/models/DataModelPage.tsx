import { ActionIcon, Badge, Button, Grid, Group, NavLink, Paper, ScrollArea, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTable, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { SYSTEM_SOURCE_ID, type FieldRow } from '@/features/data/contract';
import { notify } from '@/lib/notify';
import { modelApi, sourceApi, type SourceOption, type TableRow } from '../data-api';
import { useDataT } from '../i18n';
import { ModelForm, type ModelTarget } from './ModelForm';

/** 数据建模: the tables of a source and their columns; tables of the system database created here can be altered. */
export default function DataModelPage() {
  const t = useDataT();
  const [sources, setSources] = useState<SourceOption[]>([]);
  const [sourceId, setSourceId] = useState(SYSTEM_SOURCE_ID);
  const [keyword, setKeyword] = useState('');
  const [tables, setTables] = useState<TableRow[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldRow[]>([]);
  const [target, setTarget] = useState<ModelTarget | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => void sourceApi.options().then(setSources, () => undefined), []);
  const loadTables = useCallback(() => modelApi.tables(sourceId).then(setTables, () => setTables([])), [sourceId]);
  useEffect(() => {
    setChosen(null);
    void loadTables();
  }, [loadTables]);
  useEffect(() => {
    if (!chosen) return setFields([]);
    void modelApi.fields(sourceId, chosen).then(setFields, () => setFields([]));
  }, [sourceId, chosen, version]);
  const shown = tables.filter((x) => !keyword || x.table.includes(keyword) || x.tableName.includes(keyword));
  const current = tables.find((x) => x.table === chosen);
  const system = sourceId === SYSTEM_SOURCE_ID;
  const remove = async (table: string) => {
    if (!(await confirmDelete(t('deleteConfirm', { name: table })))) return;
    notify('success', await modelApi.remove(table, true));
    setChosen(null);
    void loadTables();
  };
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Select label={t('model.source')} allowDeselect={false} value={sourceId} onChange={(x) => setSourceId(x ?? SYSTEM_SOURCE_ID)}
              data={sources.length ? sources.map((s) => ({ value: s.id, label: s.fullName })) : [{ value: SYSTEM_SOURCE_ID, label: '—' }]} data-testid="model-source" />
            <TextInput aria-label={t('model.keyword')} placeholder={t('model.keyword')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
            {system && (
              <ButtonGuard code="btn_add">
                <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setTarget({ mode: 'create' })} data-testid="model-add">{t('model.addTitle')}</Button>
              </ButtonGuard>
            )}
            <ScrollArea h={520} viewportProps={{ tabIndex: 0, 'aria-label': t('model.tables') }}>
              <nav aria-label={t('model.tables')}>
                {shown.length === 0 && <Text c="dimmed" size="sm">{t('model.noTables')}</Text>}
                {shown.map((x) => (
                  <NavLink key={x.table} component="button" type="button" active={x.table === chosen} onClick={() => setChosen(x.table)} leftSection={<IconTable size={14} />}
                    label={x.table} description={x.tableName || undefined} rightSection={x.managed ? <Badge size="xs" variant="light">{t('model.managed')}</Badge> : x.isView ? <Badge size="xs" color="gray">{t('model.view')}</Badge> : null} />
                ))}
              </nav>
            </ScrollArea>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="sm">
          {!chosen ? <Text c="dimmed">{t('model.chooseTable')}</Text> : (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{chosen}{current?.tableName ? ` · ${current.tableName}` : ''}</Text>
                {system && current?.managed && (
                  <Group gap={4}>
                    <ButtonGuard code="btn_edit">
                      <Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={`${t('edit')} ${chosen}`} onClick={() => void modelApi.info(chosen).then((info) => setTarget({ mode: 'edit', info }), () => undefined)}><IconEdit size={16} /></ActionIcon></Tooltip>
                    </ButtonGuard>
                    <ButtonGuard code="btn_remove">
                      <Tooltip label={t('delete')}><ActionIcon variant="subtle" color="red" aria-label={`${t('delete')} ${chosen}`} onClick={() => void remove(chosen).catch(() => undefined)}><IconTrash size={16} /></ActionIcon></Tooltip>
                    </ButtonGuard>
                  </Group>
                )}
              </Group>
              <Table striped withTableBorder aria-label={t('model.fields')} data-testid="model-columns">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('model.field')}</Table.Th><Table.Th>{t('model.dataType')}</Table.Th><Table.Th>{t('model.dataLength')}</Table.Th>
                    <Table.Th>{t('model.allowNull')}</Table.Th><Table.Th>{t('model.primaryKey')}</Table.Th><Table.Th>{t('model.fieldName')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((f) => (
                    <Table.Tr key={f.field}>
                      <Table.Td>{f.field}</Table.Td><Table.Td>{f.dataType}</Table.Td><Table.Td>{f.dataLength ?? ''}</Table.Td>
                      <Table.Td>{f.allowNull === 1 ? t('yes') : t('no')}</Table.Td><Table.Td>{f.primaryKey === 1 ? t('yes') : ''}</Table.Td><Table.Td>{f.fieldName}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <ModelForm target={target} onClose={() => setTarget(null)} onSaved={(table) => { void loadTables().then(() => { setChosen(table); setVersion((n) => n + 1); }); }} />
    </Grid>
  );
}
