import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type DragEndEvent, type DragMoveEvent, type DragOverEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ExpandChevron } from '@/components/tree/ExpandChevron';
import { LibraryIcon } from '@/components/icons/LibraryIcon';
import type { MenuAdminNode } from '@/features/system/contract';
import { flattenTree, projectDrop, sortAfterDrop, type FlatMenu, type SortEntry } from './menu-tree-model';
import { useMenuT } from './i18n';
import './menu-tree.css';

const INDENT = 24;

interface RowProps {
  row: FlatMenu;
  depth: number;
  open: boolean;
  canDrag: boolean;
  onToggle(): void;
  actions: ReactNode;
}

function MenuRow({ row, depth, open, canDrag, onToggle, actions }: RowProps) {
  const t = useMenuT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: row.id, disabled: !canDrag });
  const n = row.node;
  return (
    <div ref={setNodeRef} className="qb-menu-row" data-dragging={isDragging} data-disabled={n.enabledMark !== 1} data-testid={`menu-row-${n.enCode}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      <div className="qb-menu-title" style={{ paddingInlineStart: depth * INDENT }}>
        {canDrag && (
          <ActionIcon variant="subtle" color="gray" size="sm" className="qb-menu-handle" {...attributes} {...listeners} aria-label={t('tree.drag', { name: n.fullName })} data-testid={`menu-drag-${n.enCode}`}>
            <IconGripVertical size={14} />
          </ActionIcon>
        )}
        {n.children.length > 0 ? (
          <ActionIcon variant="subtle" color="gray" size="sm" onClick={onToggle} aria-expanded={open} aria-label={t(open ? 'tree.fold' : 'tree.expand', { name: n.fullName })}>
            <ExpandChevron open={open} />
          </ActionIcon>
        ) : <span style={{ width: 22 }} />}
        <LibraryIcon name={n.icon} size={16} />
        <Text size="sm" className="qb-menu-name" title={n.fullName}>{n.fullName}</Text>
        {n.builtIn && <Badge size="xs" variant="light" color="gray">{t('tree.builtIn')}</Badge>}
        {n.customised && <Badge size="xs" variant="light" color="orange">{t('tree.customised')}</Badge>}
        {n.hidden === 1 && <Badge size="xs" variant="light" color="yellow">{t('tree.hidden')}</Badge>}
        {n.enabledMark !== 1 && <Badge size="xs" variant="light" color="red">{t('tree.disabled')}</Badge>}
      </div>
      <Text size="sm">{t(`types.${n.type}`)}</Text>
      <span className="qb-menu-cell" title={n.enCode}>{n.enCode}</span>
      <span className="qb-menu-cell" title={n.urlAddress ?? ''}>{n.urlAddress}</span>
      <Group gap={2} wrap="nowrap" justify="flex-end">{actions}</Group>
    </div>
  );
}

interface Props {
  tree: MenuAdminNode[];
  collapsed: ReadonlySet<string>;
  onToggle(id: string): void;
  /** Called with the new order after a drop that changed something. */
  onMove(list: SortEntry[]): void;
  canDrag: boolean;
  actions(node: MenuAdminNode): ReactNode;
}

/** The menu tree as rows; rows are dragged by their handle: up and down to reorder, right into a directory, left out of one. */
export function MenuTree({ tree, collapsed, onToggle, onMove, canDrag, actions }: Props) {
  const t = useMenuT();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const rows = useMemo(() => flattenTree(tree, collapsed, activeId ?? undefined), [tree, collapsed, activeId]);
  const projection = activeId && overId ? projectDrop(rows, activeId, overId, offsetX, INDENT) : null;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const clear = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  };
  const end = ({ active, over }: DragEndEvent) => {
    const landed = over ? projectDrop(rows, String(active.id), String(over.id), offsetX, INDENT) : null;
    const list = over && landed ? sortAfterDrop(rows, String(active.id), String(over.id), landed) : [];
    clear();
    if (list.length) onMove(list);
  };

  return (
    <div className="qb-menu-tree">
      <div className="qb-menu-row qb-menu-head" aria-hidden="true">
        <span>{t('tree.name')}</span><span>{t('tree.type')}</span><span>{t('tree.enCode')}</span><span>{t('tree.urlAddress')}</span><span>{t('tree.actions')}</span>
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter}
        onDragStart={({ active }: DragStartEvent) => { setActiveId(String(active.id)); setOverId(String(active.id)); }}
        onDragMove={({ delta }: DragMoveEvent) => setOffsetX(delta.x)}
        onDragOver={({ over }: DragOverEvent) => setOverId(over ? String(over.id) : null)}
        onDragEnd={end} onDragCancel={clear}>
        <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
          {/* Only list items inside the list: dnd-kit's announcer regions sit beside it, not in it. */}
          <div role="list" aria-label={t('tree.label')}>
          {rows.map((row) => (
            <div role="listitem" key={row.id}>
              <MenuRow row={row} depth={row.id === activeId && projection ? projection.depth : row.depth} open={!collapsed.has(row.id)} canDrag={canDrag}
                onToggle={() => onToggle(row.id)} actions={actions(row.node)} />
            </div>
          ))}
          </div>
        </SortableContext>
      </DndContext>
      {rows.length === 0 && <Text c="dimmed" ta="center" py="lg">{t('tree.empty')}</Text>}
    </div>
  );
}
