import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of label/value lines. */
export function MetricCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId} component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">{title}</Title>
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}

export function Line({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">{label}</Text>
      <Text size="sm" fw={500} ta="right" data-testid={testId}>{value}</Text>
    </Group>
  );
}

/** A share as a bar with its percentage in words beside (the colour only warns). */
export function Usage({ label, ratio, detail, testId }: { label: string; ratio: number | null; detail?: string; testId?: string }) {
  const pct = ratio === null ? null : Math.round(ratio * 1000) / 10;
  const color = pct === null ? 'gray' : pct >= 90 ? 'red' : pct >= 70 ? 'orange' : 'blue';
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">{label}</Text>
        <Text size="sm" fw={600} data-testid={testId}>{pct === null ? '—' : `${pct}%`}</Text>
      </Group>
      <Progress.Root size="md" radius="sm">
        <Progress.Section value={pct ?? 0} color={color} aria-label={label} />
      </Progress.Root>
      {detail && <Text size="xs" c="dimmed" mt={2}>{detail}</Text>}
    </div>
  );
}
