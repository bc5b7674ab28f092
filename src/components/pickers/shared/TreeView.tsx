import { ActionIcon, Box, Group, Loader, Text } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ExpandChevron } from '@/components/tree/ExpandChevron';
import { usePickerT } from '../i18n';
import type { TreeItem } from './tree-utils';

interface Props<N> {
  items: TreeItem<N>[];
  /** Accessible name of the tree. */
  label: string;
  onPick(item: TreeItem<N>): void;
  /** Rows that are not pickable open and close on click instead. */
  isPickable?(item: TreeItem<N>): boolean;
  isSelected?(item: TreeItem<N>): boolean;
  /** Lazy trees: children of a node with `hasChildren`, loaded on first expansion. */
  loadChildren?(item: TreeItem<N>): Promise<TreeItem<N>[]>;
  defaultExpanded?: string[];
  renderLabel?(item: TreeItem<N>): ReactNode;
}

interface Row<N> {
  item: TreeItem<N>;
  depth: number;
  parent: string | null;
}

/** An accessible tree (role tree/treeitem, arrow keys, Enter/Space to pick), lazy when asked. */
export function TreeView<N>({ items, label, onPick, isPickable = () => true, isSelected = () => false, loadChildren, defaultExpanded, renderLabel }: Props<N>) {
  const t = usePickerT();
  const [expanded, setExpanded] = useState(() => new Set(defaultExpanded ?? []));
  const [loaded, setLoaded] = useState(() => new Map<string, TreeItem<N>[]>());
  const [loading, setLoading] = useState(() => new Set<string>());
  const [focus, setFocus] = useState<string | null>(null);

  const childrenOf = (item: TreeItem<N>) => item.children ?? loaded.get(item.key);
  const expandable = (item: TreeItem<N>) => Boolean(childrenOf(item)?.length || (item.hasChildren && loadChildren && !loaded.has(item.key)));

  const rows: Row<N>[] = [];
  const walk = (list: TreeItem<N>[], depth: number, parent: string | null) => {
    for (const item of list) {
      rows.push({ item, depth, parent });
      if (expanded.has(item.key)) walk(childrenOf(item) ?? [], depth + 1, item.key);
    }
  };
  walk(items, 0, null);
  const focusKey = rows.some((r) => r.item.key === focus) ? focus : rows[0]?.item.key;

  async function toggle(item: TreeItem<N>) {
    const open = !expanded.has(item.key);
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(item.key);
      else next.delete(item.key);
      return next;
    });
    if (!open || item.children || loaded.has(item.key) || !loadChildren) return;
    setLoading((s) => new Set(s).add(item.key));
    try {
      const children = await loadChildren(item);
      setLoaded((m) => new Map(m).set(item.key, children));
    } catch {
      setExpanded((s) => { const next = new Set(s); next.delete(item.key); return next; });
    } finally {
      setLoading((s) => { const next = new Set(s); next.delete(item.key); return next; });
    }
  }

  const activate = (item: TreeItem<N>) => (!item.disabled && isPickable(item) ? onPick(item) : expandable(item) && void toggle(item));

  function move(to: string | undefined, el: HTMLElement) {
    if (!to) return;
    setFocus(to);
    const tree = el.closest('[role="tree"]');
    requestAnimationFrame(() => tree?.querySelector<HTMLElement>(`[data-key="${CSS.escape(to)}"]`)?.focus());
  }

  function onKeyDown(e: KeyboardEvent<HTMLElement>, index: number) {
    const row = rows[index];
    if (!row) return;
    const { item } = row;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(rows[index + 1]?.item.key, e.currentTarget),
      ArrowUp: () => move(rows[index - 1]?.item.key, e.currentTarget),
      Home: () => move(rows[0]?.item.key, e.currentTarget),
      End: () => move(rows[rows.length - 1]?.item.key, e.currentTarget),
      ArrowRight: () => (expanded.has(item.key) ? move(rows[index + 1]?.item.key, e.currentTarget) : expandable(item) && void toggle(item)),
      ArrowLeft: () => (expanded.has(item.key) ? void toggle(item) : move(row.parent ?? undefined, e.currentTarget)),
      Enter: () => activate(item),
      ' ': () => activate(item),
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  }

  return (
    <Box component="ul" role="tree" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map(({ item, depth }, index) => {
        const open = expanded.has(item.key);
        const selected = isSelected(item);
        return (
          <Box
            component="li" key={`${item.key}-${depth}`} role="treeitem" aria-level={depth + 1} aria-selected={selected}
            aria-expanded={expandable(item) ? open : undefined} aria-disabled={item.disabled || undefined}
            data-key={item.key} tabIndex={item.key === focusKey ? 0 : -1}
            onFocus={() => setFocus(item.key)} onKeyDown={(e) => onKeyDown(e, index)}
            onClick={() => activate(item)}
            py={4} pr="xs" pl={depth * 18 + 4}
            style={{ cursor: item.disabled ? 'not-allowed' : 'pointer', borderRadius: 4, outlineOffset: -2, opacity: item.disabled ? 0.5 : 1, background: selected ? 'var(--mantine-primary-color-light)' : undefined }}
          >
            <Group gap={4} wrap="nowrap">
              {expandable(item) ? (
                <ActionIcon size="xs" variant="subtle" color="gray" tabIndex={-1} aria-label={open ? t('collapse') : t('expand')}
                  onClick={(e) => { e.stopPropagation(); void toggle(item); }}>
                  {loading.has(item.key) ? <Loader size={10} /> : <ExpandChevron open={open} />}
                </ActionIcon>
              ) : <Box w={18} />}
              {item.icon}
              <Text size="sm" truncate>{renderLabel ? renderLabel(item) : item.label}</Text>
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}
