import { Badge, Loader } from '@mantine/core';
import type { TaskOutcome } from '@/features/system/contract';
import { useOpsT } from '../ops/i18n';

const COLOR: Record<TaskOutcome, string> = { running: 'blue', success: 'green', failure: 'red', interrupted: 'orange' };

/** A run's result in words and colour (the colour never carries the meaning alone). */
export function OutcomeBadge({ outcome }: { outcome: TaskOutcome | null }) {
  const t = useOpsT();
  if (!outcome) return <>—</>;
  return (
    <Badge variant="light" tt="none" color={COLOR[outcome]} leftSection={outcome === 'running' ? <Loader size={10} color="blue" aria-hidden /> : undefined} data-outcome={outcome}>
      {t(`task.outcomes.${outcome}`)}
    </Badge>
  );
}
