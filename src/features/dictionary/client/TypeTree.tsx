import { ActionIcon, Group, NavLink, Paper, ScrollArea, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DictTypeNode } from '@/features/dictionary/contract';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { useDictT } from './i18n';

interface Props {
  types: DictTypeNode[];
  selected: string | null;
  keyword: string;
  onKeyword(k: string): void;
  onSelect(node: DictTypeNode): void;
  onAdd(): void;
  onEdit(node: DictTypeNode): void;
  onRemove(node: DictTypeNode): void;
}

function Nodes({ nodes, props }: { nodes: DictTypeNode[]; props: Props }) {
  const t = useDictT();
  return nodes.map((n) => (
    <NavLink
      key={n.id} label={n.fullName} description={n.enCode} active={props.selected === n.id} defaultOpened
      onClick={() => props.onSelect(n)} data-testid={`dict-type-${n.enCode}`}
      rightSection={props.selected === n.id ? (
        <Group gap={2} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <ButtonGuard code="btn_edit">
            <Tooltip label={t('edit')}><ActionIcon size="sm" variant="subtle" aria-label={`${t('edit')} ${n.fullName}`} onClick={() => props.onEdit(n)}><IconEdit size={14} /></ActionIcon></Tooltip>
          </ButtonGuard>
          <ButtonGuard code="btn_remove">
            <Tooltip label={t('delete')}><ActionIcon size="sm" variant="subtle" color="red" aria-label={`${t('delete')} ${n.fullName}`} onClick={() => props.onRemove(n)}><IconTrash size={14} /></ActionIcon></Tooltip>
          </ButtonGuard>
        </Group>
      ) : undefined}
    >
      {n.children?.length ? <Nodes nodes={n.children} props={props} /> : undefined}
    </NavLink>
  ));
}

/** Left pane: the 字典分类 tree; the chosen type's data shows on the right. */
export function TypeTree(props: Props) {
  const t = useDictT();
  return (
    <Paper withBorder p="xs" w={280} miw={240}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('types')}</Text>
        <ButtonGuard code="btn_add">
          <Tooltip label={t('addType')}><ActionIcon variant="light" aria-label={t('addType')} onClick={props.onAdd} data-testid="dict-type-add"><IconPlus size={16} /></ActionIcon></Tooltip>
        </ButtonGuard>
      </Group>
      <TextInput size="xs" mb="xs" placeholder={t('fullName')} value={props.keyword} onChange={(e) => props.onKeyword(e.currentTarget.value)} />
      <ScrollArea.Autosize mah="calc(100vh - 260px)">
        {props.types.length === 0 ? <Text size="sm" c="dimmed">{t('noTypes')}</Text> : <Nodes nodes={props.types} props={props} />}
      </ScrollArea.Autosize>
    </Paper>
  );
}
