import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { FlowNode } from '@/features/workflow/contract';
import { useWorkflowT } from '../i18n';

interface ChartProps {
  tree: FlowNode;
  done: readonly string[];
  current: readonly string[];
}

const Arrow = () => <Box w={2} h={18} bg="gray.4" mx="auto" aria-hidden />;

function NodeBox({ node, state }: { node: FlowNode; state: 'done' | 'current' | 'waiting' }) {
  const t = useWorkflowT();
  const kind = node.type === 'start' ? t('detail.start') : t(`designer.kinds.${node.type}`);
  const color = state === 'done' ? 'green' : state === 'current' ? 'blue' : 'gray';
  return (
    <Paper withBorder px="sm" py={6} radius="sm" miw={140} ta="center" className={state === 'current' ? 'wf-node-current' : undefined}
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: state === 'waiting' ? 1 : 2 }} data-node={node.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
      <Text size="xs" c={color === 'gray' ? 'dimmed' : color}>{kind}</Text>
      <Text size="sm" fw={500}>{node.name}</Text>
    </Paper>
  );
}

function Chain({ node, done, current }: { node: FlowNode | null | undefined } & Omit<ChartProps, 'tree'>) {
  const items = [];
  for (let n = node; n; n = n.childNode) {
    const state = current.includes(n.id) ? 'current' : done.includes(n.id) ? 'done' : 'waiting';
    items.push(<Arrow key={`${n.id}-a`} />);
    items.push(<Box key={n.id}><NodeBox node={n} state={state} /></Box>);
    if (n.type === 'condition' || n.type === 'parallel') {
      items.push(
        <Group key={`${n.id}-b`} align="flex-start" justify="center" wrap="nowrap" gap="md" p="xs" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}>
          {n.branches.map((b) => (
            <Stack key={b.id} gap={0} align="center">
              <Text size="xs" c={done.includes(b.id) ? 'green' : 'dimmed'}>{b.name}</Text>
              <Chain node={b.childNode} done={done} current={current} />
            </Stack>
          ))}
        </Group>,
      );
    }
  }
  return <Stack gap={0} align="center">{items}</Stack>;
}

/** The flow as a read-only chart: passed steps green, the waiting ones blue, the rest grey. */
export function FlowChart({ tree, done, current }: ChartProps) {
  const t = useWorkflowT();
  return (
    <Box style={{ overflowX: 'auto' }} py="sm" role="group" aria-label={t('detail.chart')}>
      <Stack gap={0} align="center" miw="fit-content">
        <NodeBox node={tree} state={done.includes(tree.id) ? 'done' : 'current'} />
        <Chain node={tree.childNode} done={done} current={current} />
        <Arrow />
        <Text size="sm" c="dimmed">{t('detail.end')}</Text>
      </Stack>
    </Box>
  );
}
