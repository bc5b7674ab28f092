import { Badge } from '@mantine/core';
import type { ScanResult } from '@/features/stocktaking/contract';
import { useStT } from '../i18n';

const COLOR: Record<ScanResult | 'missing', string> = { found: 'green', moved: 'blue', unknown: 'red', missing: 'gray' };

/** 已找到 / 位置变动 / 未知编码 / 未找到. */
export function ResultBadge({ result }: { result: ScanResult | null }) {
  const t = useStT();
  const key = result ?? 'missing';
  return <Badge variant="light" color={COLOR[key]} data-testid="result-badge" data-result={key}>{t(`result.${key}`)}</Badge>;
}
