import { ActionIcon, Box, Checkbox, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExpandChevron } from '@/components/tree/ExpandChevron';
import { idsUnder, stateOf, type CheckNode } from './authorize-model';

interface Props {
  nodes: readonly CheckNode[];
  chosen: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  onToggleExpand(key: string): void;
  onCheck(node: CheckNode, checked: boolean): void;
  /** Extra controls after a node's label (the data-scheme editor, the menu's holders). */
  extra?(node: CheckNode): ReactNode;
  disabled?: boolean;
  depth?: number;
  path?: string;
}

/** A checkbox tree: branches show checked / indeterminate from what lies below them. */
export function CheckTree({ depth = 0, path = '', ...p }: Props) {
  return (
    <>
      {p.nodes.map((node) => {
        const state = stateOf(node, p.chosen);
        const open = p.expanded.has(node.key);
        const nodePath = path ? `${path}/${node.label}` : node.label;
        return (
          <Box key={node.key}>
            <Group gap={4} wrap="nowrap" pl={depth * 20} py={2}>
              <ActionIcon variant="transparent" size="sm" c="dimmed" onClick={() => p.onToggleExpand(node.key)} disabled={node.children.length === 0} aria-label={node.label} style={{ visibility: node.children.length ? 'visible' : 'hidden' }}>
                <ExpandChevron open={open} />
              </ActionIcon>
              <Checkbox
                size="xs" label={node.label} checked={state === 'checked'} indeterminate={state === 'indeterminate'} disabled={p.disabled || idsUnder(node).length === 0}
                onChange={(e) => p.onCheck(node, e.currentTarget.checked)} data-testid={`auth-node-${nodePath}`}
              />
              {node.hint && <Text size="xs" c="dimmed">{node.hint}</Text>}
              {p.extra?.(node)}
            </Group>
            {open && node.children.length > 0 && <CheckTree {...p} nodes={node.children} depth={depth + 1} path={nodePath} />}
          </Box>
        );
      })}
    </>
  );
}
