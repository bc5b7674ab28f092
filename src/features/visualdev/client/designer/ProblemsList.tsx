import { Alert, Anchor, List } from '@mantine/core';
import type { SchemaProblem } from '@/features/visualdev/contract';
import { useDesignerT } from './i18n';

/** 表单配置问题: each problem, a click selects its node. */
export function ProblemsList({ problems, onPick }: { problems: readonly SchemaProblem[]; onPick(nodeId: string): void }) {
  const t = useDesignerT();
  if (problems.length === 0) return null;
  return (
    <Alert color="red" title={t('problems.title', { count: problems.length })} data-testid="problems">
      <List size="sm" spacing={2}>
        {problems.map((p, i) => <List.Item key={`${p.nodeId}-${i}`}><Anchor component="button" type="button" size="sm" onClick={() => onPick(p.nodeId)}>{p.message}</Anchor></List.Item>)}
      </List>
    </Alert>
  );
}
