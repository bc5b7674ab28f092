import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { StocktakeCounts } from '@/features/stocktaking/contract';
import { useStT } from '../i18n';

const KEYS = ['expected', 'found', 'moved', 'missing', 'unknown'] as const;
const COLOR: Record<(typeof KEYS)[number], string> = { expected: 'dark', found: 'green', moved: 'blue', missing: 'gray', unknown: 'red' };

/** 应盘 / 已找到 / 位置变动 / 未找到 / 未知编码, live from the device store. */
export function CountsBar({ counts }: { counts: StocktakeCounts }) {
  const t = useStT();
  return (
    <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" aria-live="polite" aria-label={t('counts.label')} role="status" data-testid="stocktake-counts">
      {KEYS.map((k) => (
        <Paper key={k} withBorder p="xs" ta="center">
          <Text size="xl" fw={700} c={COLOR[k]} data-testid={`count-${k}`}>{counts[k]}</Text>
          <Text size="xs" c="dimmed">{t(`counts.${k}`)}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
