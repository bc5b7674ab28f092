import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  color?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A centred full-page message: 404, not available, permission denied. */
export function ResultScreen({ icon, color = 'brand', title, description, actions, testId }: Props) {
  return (
    <Center mih={420} p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={88} radius={44} variant="light" color={color}>{icon}</ThemeIcon>
        <Title order={3} mt="sm">{title}</Title>
        {description && <Text c="dimmed" size="sm">{description}</Text>}
        {actions}
      </Stack>
    </Center>
  );
}
