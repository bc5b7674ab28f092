import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { isLayoutNode, isTableNode, type FormNode } from '@/features/visualdev/contract';
import { useDesignerT } from './i18n';
import './designer.css';

/** What a canvas node may ask of the designer; one stable object so memoised nodes do not re-render. */
export interface CanvasActions {
  select(id: string): void;
  copy(id: string): void;
  remove(id: string): void;
  move(id: string, delta: -1 | 1): void;
}

interface ListProps {
  zone: string;
  nodes: readonly FormNode[];
  selectedId: string | null;
  problems: ReadonlyMap<string, string>;
  actions: CanvasActions;
  table?: boolean;
}

/** A container's children, sortable, with a drop zone after the last one. */
export function NodeList({ zone, nodes, selectedId, problems, actions, table }: ListProps) {
  const t = useDesignerT();
  const { setNodeRef, isOver } = useDroppable({ id: `zone:${zone}` });
  // The same ids keep the same array, so SortableContext's value (read by every node) stays put.
  const idKey = nodes.map((n) => n.id).join('\n');
  const items = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);
  return (
    <SortableContext items={items} strategy={verticalListSortingStrategy}>
      <div className={table ? 'qb-vd-list qb-vd-table' : 'qb-vd-list'} data-testid={`zone-${zone}`}>
        {nodes.map((n) => (
          <CanvasNode key={n.id} node={n} selected={n.id === selectedId} problem={problems.get(n.id)}
            selectedId={hasChildren(n) ? selectedId : null} problems={hasChildren(n) ? problems : EMPTY} actions={actions} />
        ))}
        <div ref={setNodeRef} className="qb-vd-drop" data-over={isOver}>{nodes.length === 0 ? t(table ? 'canvas.dropTable' : 'canvas.drop') : ''}</div>
      </div>
    </SortableContext>
  );
}

const EMPTY: ReadonlyMap<string, string> = new Map();
const hasChildren = (n: FormNode) => isTableNode(n) || (isLayoutNode(n) && (!!n.children || !!n.items));

interface NodeProps {
  node: FormNode;
  selected: boolean;
  problem: string | undefined;
  /** Only containers get these (leaves keep null / EMPTY so their memo holds). */
  selectedId: string | null;
  problems: ReadonlyMap<string, string>;
  actions: CanvasActions;
}

/** One node of the canvas: label, kind and name; its tools when selected; its children when a container. */
export const CanvasNode = memo(function CanvasNode({ node, selected, problem, selectedId, problems, actions }: NodeProps) {
  const t = useDesignerT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: node.id });
  const name = node.label || t(`kinds.${node.jnpfKey}`);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    const mod = e.ctrlKey || e.metaKey;
    if (e.key === 'Delete') actions.remove(node.id);
    else if (e.altKey && e.key === 'ArrowUp') actions.move(node.id, -1);
    else if (e.altKey && e.key === 'ArrowDown') actions.move(node.id, 1);
    else if (mod && e.key.toLowerCase() === 'd') actions.copy(node.id);
    else if (e.key === 'Enter' || e.key === ' ') actions.select(node.id);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div ref={setNodeRef} className="qb-vd-node" data-selected={selected} data-problem={!!problem} data-dragging={isDragging} data-testid={`node-${node.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition, flexBasis: `${(node.span / 24) * 100}%` }}
      tabIndex={0} role="group" aria-label={name} aria-current={selected || undefined}
      onClick={(e) => { e.stopPropagation(); actions.select(node.id); }} onKeyDown={onKeyDown}>
      <Group gap={6} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" size="sm" {...attributes} {...listeners} aria-label={t('canvas.drag', { name })}><IconGripVertical size={14} /></ActionIcon>
        <Text size="sm" fw={500} truncate>{'required' in node && node.required ? <span className="qb-vd-required">* </span> : null}{name}</Text>
        <Badge size="xs" variant="light" color="gray">{t(`kinds.${node.jnpfKey}`)}</Badge>
        {'vModel' in node && <Text size="xs" c="dimmed" ff="monospace">{node.vModel}</Text>}
        {selected && <NodeTools id={node.id} name={name} actions={actions} />}
      </Group>
      {problem && <Text size="xs" c="red" role="alert">{problem}</Text>}
      {isTableNode(node) && <NodeList zone={node.id} nodes={node.children} selectedId={selectedId} problems={problems} actions={actions} table />}
      {isLayoutNode(node) && node.children && <NodeList zone={node.id} nodes={node.children} selectedId={selectedId} problems={problems} actions={actions} />}
      {isLayoutNode(node) && node.items && (
        <Stack gap={4}>
          {node.items.map((item, i) => (
            <div key={item.name} className="qb-vd-pane">
              <Text size="xs" c="dimmed">{item.title}</Text>
              <NodeList zone={`${node.id}#${i}`} nodes={item.children} selectedId={selectedId} problems={problems} actions={actions} />
            </div>
          ))}
        </Stack>
      )}
    </div>
  );
});

function NodeTools({ id, name, actions }: { id: string; name: string; actions: CanvasActions }) {
  const t = useDesignerT();
  const tool = (label: string, icon: React.ReactNode, run: () => void, color = 'gray') => (
    <ActionIcon variant="subtle" color={color} size="sm" aria-label={`${label} ${name}`} title={label} onClick={(e) => { e.stopPropagation(); run(); }}>{icon}</ActionIcon>
  );
  return (
    <Group gap={2} ml="auto" wrap="nowrap">
      {tool(t('canvas.up'), <IconArrowUp size={14} />, () => actions.move(id, -1))}
      {tool(t('canvas.down'), <IconArrowDown size={14} />, () => actions.move(id, 1))}
      {tool(t('canvas.copy'), <IconCopy size={14} />, () => actions.copy(id))}
      {tool(t('canvas.remove'), <IconTrash size={14} />, () => actions.remove(id), 'red')}
    </Group>
  );
}
