import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { PortalLink, PortalWidget } from '@/features/portal/contract';
import type { Choice } from '../portal-api';
import { usePortalT } from '../i18n';
import { ChartProps } from './ChartProps';

interface Props {
  widget: PortalWidget;
  interfaces: Choice[];
  reports: Choice[];
  onChange(w: PortalWidget): void;
  onRemove(): void;
}

function LinksProps({ links, onChange }: { links: PortalLink[]; onChange(l: PortalLink[]): void }) {
  const t = usePortalT();
  const set = (i: number, patch: Partial<PortalLink>) => onChange(links.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">{t('props.linksHint')}</Text>
      {links.map((l, i) => (
        <Group key={i} gap={4} wrap="nowrap" align="flex-end">
          <TextInput size="xs" label={t('props.linkTitle')} value={l.title} onChange={(e) => set(i, { title: e.currentTarget.value })} />
          <TextInput size="xs" label={t('props.linkUrl')} value={l.url} onChange={(e) => set(i, { url: e.currentTarget.value })} />
          <ActionIcon variant="subtle" color="red" aria-label={t('props.linkRemove', { title: l.title })} onClick={() => onChange(links.filter((_, n) => n !== i))}><IconTrash size={14} /></ActionIcon>
        </Group>
      ))}
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...links, { title: '', url: '/', icon: '' }])} data-testid="portal-prop-link-add">{t('props.linkAdd')}</Button>
    </Stack>
  );
}

/** The selected widget's properties: title, size, and what its kind needs. */
export function WidgetProps({ widget: w, interfaces, reports, onChange, onRemove }: Props) {
  const t = usePortalT();
  const o = w.options;
  const setOptions = (options: PortalWidget['options']) => onChange({ ...w, options });
  return (
    <Stack gap="xs" data-testid="portal-props">
      <Title order={4} size="h6">{t('props.title', { type: t(`types.${w.type}`) })}</Title>
      <TextInput label={t('props.widgetTitle')} value={w.title} onChange={(e) => onChange({ ...w, title: e.currentTarget.value })} data-testid="portal-prop-title" />
      <Group grow gap="xs">
        <NumberInput size="xs" label={t('props.width')} min={1} max={12 - w.x} value={w.w} onChange={(v) => onChange({ ...w, w: Math.max(1, Math.min(12 - w.x, Number(v) || 1)) })} />
        <NumberInput size="xs" label={t('props.height')} min={1} max={40} value={w.h} onChange={(v) => onChange({ ...w, h: Math.max(1, Math.min(40, Number(v) || 1)) })} />
      </Group>
      {(w.type === 'todo' || w.type === 'notices' || w.type === 'documents') && (
        <NumberInput label={t('props.limit')} min={1} max={20} value={o.limit} onChange={(v) => setOptions({ ...o, limit: Math.max(1, Math.min(20, Number(v) || 5)) })} />
      )}
      {w.type === 'chart' && <ChartProps options={o} onChange={setOptions} interfaces={interfaces} reports={reports} />}
      {w.type === 'report' && (
        <Select label={t('props.report')} searchable data={reports.map((r) => ({ value: r.id, label: r.fullName }))} value={o.reportId} onChange={(v) => setOptions({ ...o, reportId: v })} data-testid="portal-prop-report" />
      )}
      {w.type === 'links' && <LinksProps links={o.links} onChange={(links) => setOptions({ ...o, links })} />}
      {w.type === 'iframe' && (
        <TextInput label={t('props.url')} description={t('props.urlHint')} value={o.url} onChange={(e) => setOptions({ ...o, url: e.currentTarget.value })} data-testid="portal-prop-url" />
      )}
      <Button color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={onRemove} data-testid="portal-widget-remove">{t('props.remove')}</Button>
    </Stack>
  );
}
