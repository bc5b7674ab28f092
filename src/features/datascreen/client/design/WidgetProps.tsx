import { Button, ColorInput, Group, NumberInput, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { BORDERS, CLOCK_FORMATS, DATA_WIDGETS, SCREEN_HEIGHT, SCREEN_WIDTH, type ScreenWidget } from '@/features/datascreen/contract';
import { useScreenT } from '../i18n';
import type { Choice } from '../screen-api';
import { DataProps } from './DataProps';
import { inside } from './editing';

interface Props {
  widget: ScreenWidget;
  interfaces: Choice[];
  onChange(w: ScreenWidget): void;
  onRemove(): void;
}

/** The selected widget's properties: title, place, frame, background, refresh, and what its kind needs. */
export function WidgetProps({ widget: w, interfaces, onChange, onRemove }: Props) {
  const t = useScreenT();
  const o = w.options;
  const setOptions = (options: ScreenWidget['options']) => onChange({ ...w, options });
  const place = (key: 'x' | 'y' | 'w' | 'h', max: number) => (
    <NumberInput size="xs" label={t(`props.${key}`)} min={0} max={max} value={w[key]} onChange={(v) => onChange(inside({ ...w, [key]: Number(v) || 0 }))} data-testid={`screen-prop-${key}`} />
  );
  const styled = w.type === 'text' || w.type === 'clock' || w.type === 'card';
  return (
    <Stack gap="xs" data-testid="screen-props">
      <Title order={4} size="h6">{t('props.title', { type: t(`types.${w.type}`) })}</Title>
      <TextInput label={t('props.widgetTitle')} value={w.title} onChange={(e) => onChange({ ...w, title: e.currentTarget.value })} data-testid="screen-prop-title" />
      <Group grow gap="xs">{place('x', SCREEN_WIDTH)}{place('y', SCREEN_HEIGHT)}</Group>
      <Group grow gap="xs">{place('w', SCREEN_WIDTH)}{place('h', SCREEN_HEIGHT)}</Group>
      <Select label={t('props.border')} data={BORDERS.map((b) => ({ value: b, label: t(`borders.${b}`) }))} value={w.border} allowDeselect={false} onChange={(v) => v && onChange({ ...w, border: v as ScreenWidget['border'] })} data-testid="screen-prop-border" />
      <ColorInput withEyeDropper={false} label={t('props.background')} format="rgba" value={w.background ?? ''} onChange={(v) => onChange({ ...w, background: v || null })} placeholder={t('props.noBackground')} />
      {DATA_WIDGETS.includes(w.type) && (
        <>
          <NumberInput label={t('props.refreshSeconds')} description={t('props.refreshHint')} min={0} max={86400} value={w.refreshSeconds} onChange={(v) => onChange({ ...w, refreshSeconds: Math.max(0, Math.round(Number(v) || 0)) })} data-testid="screen-prop-refresh" />
          <DataProps w={w} interfaces={interfaces} onChange={setOptions} />
        </>
      )}
      {w.type === 'text' && <Textarea label={t('props.text')} autosize minRows={2} value={o.text} onChange={(e) => setOptions({ ...o, text: e.currentTarget.value })} data-testid="screen-prop-text" />}
      {w.type === 'clock' && (
        <Select label={t('props.clockFormat')} data={CLOCK_FORMATS.map((f) => ({ value: f, label: t(`clockFormats.${f}`) }))} value={o.clockFormat} allowDeselect={false} onChange={(v) => v && setOptions({ ...o, clockFormat: v as typeof o.clockFormat })} />
      )}
      {styled && (
        <Group grow gap="xs">
          <NumberInput size="xs" label={t('props.fontSize')} min={10} max={200} value={o.fontSize} onChange={(v) => setOptions({ ...o, fontSize: Math.max(10, Math.min(200, Number(v) || 24)) })} />
          <ColorInput withEyeDropper={false} size="xs" label={t('props.color')} value={o.color} onChange={(v) => setOptions({ ...o, color: v || '#e6f1ff' })} />
        </Group>
      )}
      {(w.type === 'text' || w.type === 'clock') && (
        <Select label={t('props.align')} data={(['left', 'center', 'right'] as const).map((a) => ({ value: a, label: t(`aligns.${a}`) }))} value={o.align} allowDeselect={false} onChange={(v) => v && setOptions({ ...o, align: v as typeof o.align })} />
      )}
      {w.type === 'image' && <TextInput label={t('props.url')} description={t('props.urlHint')} value={o.url} onChange={(e) => setOptions({ ...o, url: e.currentTarget.value })} data-testid="screen-prop-url" />}
      <Button color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={onRemove} data-testid="screen-widget-remove">{t('props.remove')}</Button>
    </Stack>
  );
}
