import { Badge } from '@mantine/core';

const COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red', 4: 'orange', 5: 'dark', 6: 'teal' };

/** A business record's status (草稿, 审批中, 已通过…; ADR 0036) in the colour every module gives it; the label is the module's own word. */
export function BusinessStatusBadge({ status, label, testId }: { status: number; label: string; testId: string }) {
  return <Badge variant="light" color={COLORS[status] ?? 'gray'} data-testid={testId}>{label}</Badge>;
}
