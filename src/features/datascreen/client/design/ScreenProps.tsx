import { ColorInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ScreenDef } from '@/features/datascreen/contract';
import { useScreenT } from '../i18n';

/** The screen's own properties (nothing selected): background colour and image. */
export function ScreenProps({ screen, onChange }: { screen: ScreenDef; onChange(s: ScreenDef): void }) {
  const t = useScreenT();
  const bg = screen.background;
  return (
    <Stack gap="xs" data-testid="screen-props-screen">
      <Title order={4} size="h6">{t('screenProps.title')}</Title>
      <Text size="xs" c="dimmed">{t('screenProps.size')}</Text>
      <ColorInput withEyeDropper={false} label={t('screenProps.color')} value={bg.color} onChange={(v) => onChange({ ...screen, background: { ...bg, color: v || '#0b1a33' } })} data-testid="screen-prop-bg-color" />
      <TextInput label={t('screenProps.image')} description={t('props.urlHint')} value={bg.image} onChange={(e) => onChange({ ...screen, background: { ...bg, image: e.currentTarget.value } })} data-testid="screen-prop-bg-image" />
      <Text size="xs" c="dimmed">{t('designer.selectHint')}</Text>
      <Text size="xs" c="dimmed">{t('designer.keyboardHint')}</Text>
    </Stack>
  );
}
