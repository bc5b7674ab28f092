import { ActionIcon, Badge, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconSubtask, IconTrash } from '@tabler/icons-react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { usePermissions } from '@/app/permissions/permissions';
import { colourOf, type DataRow } from './data-rows';
import { useDictT } from './i18n';

interface Props {
  rows: DataRow[];
  isTree: boolean;
  pending: ReadonlySet<string>;
  onAddChild(row: DataRow): void;
  onEdit(row: DataRow): void;
  onRemove(row: DataRow): void;
  onToggle(row: DataRow): void;
}

/** Right pane: the chosen dictionary's entries (tree order for a tree dictionary), from the device store. */
export function DataTable({ rows, isTree, pending, onAddChild, onEdit, onRemove, onToggle }: Props) {
  const t = useDictT();
  const { hasBtnP } = usePermissions();
  return (
    <Table striped highlightOnHover data-testid="dict-data-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fullName')}</Table.Th><Table.Th>{t('enCode')}</Table.Th><Table.Th>{t('sortCode')}</Table.Th>
          <Table.Th>{t('status')}</Table.Th><Table.Th>{t('description')}</Table.Th><Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const enabled = row.enabledMark === 1;
          const colour = colourOf(row.styleJson);
          return (
            <Table.Tr key={row.id} data-testid={`dict-row-${row.enCode}`}>
              <Table.Td>
                <Group gap={6} pl={row.depth * 20} wrap="nowrap">
                  {colour ? <Badge color={colour} variant="light">{row.fullName}</Badge> : <Text size="sm">{row.fullName}</Text>}
                  {pending.has(row.id) && <Badge size="xs" color="orange" variant="outline">{t('unsynced')}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>{row.enCode}</Table.Td>
              <Table.Td>{row.sortCode}</Table.Td>
              <Table.Td>
                {hasBtnP('btn_edit')
                  ? <Switch size="sm" checked={enabled} onChange={() => onToggle(row)} onLabel={t('on')} offLabel={t('off')} aria-label={`${enabled ? t('enabled') : t('disabled')} ${row.fullName}`} />
                  : <Badge variant="light" color={enabled ? 'green' : 'gray'}>{enabled ? t('enabled') : t('disabled')}</Badge>}
              </Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  {isTree && (
                    <ButtonGuard code="btn_add">
                      <Tooltip label={t('add')}><ActionIcon variant="subtle" onClick={() => onAddChild(row)} aria-label={`${t('add')} ${row.fullName}`}><IconSubtask size={16} /></ActionIcon></Tooltip>
                    </ButtonGuard>
                  )}
                  <ButtonGuard code="btn_edit">
                    <Tooltip label={t('edit')}><ActionIcon variant="subtle" onClick={() => onEdit(row)} aria-label={`${t('edit')} ${row.fullName}`}><IconEdit size={16} /></ActionIcon></Tooltip>
                  </ButtonGuard>
                  <ButtonGuard code="btn_remove">
                    <Tooltip label={t('delete')}><ActionIcon variant="subtle" color="red" onClick={() => onRemove(row)} aria-label={`${t('delete')} ${row.fullName}`}><IconTrash size={16} /></ActionIcon></Tooltip>
                  </ButtonGuard>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
