import { Group, Paper, ScrollArea, Text, TextInput, Tree, UnstyledButton, useTree, type TreeNodeData } from '@mantine/core';
import { IconBuilding, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ExpandChevron } from '@/components/tree/ExpandChevron';
import type { OrgNode } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { organizeApi } from './organize-api';
import { filterTree, flattenTree } from './tree-utils';
import { useAsync } from './use-async';

const toData = (nodes: OrgNode[]): TreeNodeData[] =>
  nodes.map((n) => ({ value: n.id, label: n.fullName, children: n.children?.length ? toData(n.children) : undefined }));

/** The organisation tree left of a list: click a node to filter by it (and its subtree), click again to clear. */
export function OrgTreePanel({ value, onChange }: { value: string | null; onChange(id: string | null): void }) {
  const t = usePermT();
  const [keyword, setKeyword] = useState('');
  const { data } = useAsync<OrgNode[]>(() => organizeApi.tree(), []);
  const shown = useMemo(() => {
    const k = keyword.trim();
    return toData(k ? filterTree(data, (n) => n.fullName.includes(k)) : data);
  }, [data, keyword]);
  const companies = useMemo(() => new Set(flattenTree(data).filter((n) => n.category === 'company').map((n) => n.id)), [data]);
  const tree = useTree();
  const { expandAllNodes } = tree;
  useEffect(() => expandAllNodes(), [shown, expandAllNodes]);

  return (
    <Paper p="sm" radius="sm" w={250} miw={250} data-testid="org-tree-panel">
      <TextInput size="xs" mb="xs" placeholder={t('common.searchTree')} leftSection={<IconSearch size={14} />} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
      <UnstyledButton onClick={() => onChange(null)} w="100%" px={6} py={4} bg={value === null ? 'var(--mantine-primary-color-light)' : undefined} style={{ borderRadius: 4 }}>
        <Text size="sm" fw={500}>{t('user.allOrganizes')}</Text>
      </UnstyledButton>
      <ScrollArea h="calc(100vh - 290px)" type="auto">
        <Tree
          data={shown} tree={tree} levelOffset={16} expandOnClick={false}
          renderNode={({ node, expanded, hasChildren, elementProps }) => (
            <Group gap={4} wrap="nowrap" {...elementProps} py={3} style={{ ...elementProps.style, borderRadius: 4, background: value === node.value ? 'var(--mantine-primary-color-light)' : undefined }}>
              <span onClick={(e) => { e.stopPropagation(); tree.toggleExpanded(node.value); }} style={{ width: 16, display: 'inline-flex', cursor: 'pointer' }}>
                {hasChildren && <ExpandChevron open={expanded} />}
              </span>
              {companies.has(node.value) ? <IconBuilding size={14} /> : <IconUsers size={14} />}
              <Text size="sm" truncate onClick={() => onChange(value === node.value ? null : node.value)} style={{ cursor: 'pointer' }} data-testid="org-tree-node">{node.label}</Text>
            </Group>
          )}
        />
        {shown.length === 0 && <Text size="sm" c="dimmed" ta="center" mt="md">{t('common.noData')}</Text>}
      </ScrollArea>
    </Paper>
  );
}
