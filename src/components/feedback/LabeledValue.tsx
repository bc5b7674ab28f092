import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only value under its label, as detail pages show a record's fields; empty reads as —. */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}
