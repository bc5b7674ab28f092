import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FIELD_KINDS, isFieldKind, kindInfo, isLayoutNode, isTableNode, type FieldNode, type FormNode, type FormSchema, type LayoutNode, type TableNode, type Visibility } from '@/features/visualdev/contract';
import { KindProps } from './KindProps';
import { RegListEditor } from './RegListEditor';
import { useDesignerT } from './i18n';
import type { DesignMode } from './Palette';

export type NodePatch = (node: FormNode) => FormNode;
interface Props { node: FormNode | null; schema: FormSchema; mode: DesignMode; onChange(patch: NodePatch): void }

const num = (v: string | number) => (typeof v === 'number' ? v : undefined);

/** 组件属性: what the selected node is called, bound to and checked with, and its kind's own settings. */
export function PropertyPanel({ node, schema, mode, onChange }: Props) {
  const t = useDesignerT();
  if (!node) return <Text size="sm" c="dimmed">{t('props.none')}</Text>;
  const set = <K extends string>(key: K, value: unknown) => onChange((n) => ({ ...n, [key]: value }) as FormNode);
  const visibility = (
    <Checkbox.Group label={t('props.visibility')} value={node.visibility} onChange={(v) => set('visibility', v as Visibility[])}>
      <Group gap="md" mt={4}><Checkbox value="pc" label={t('props.pc')} /><Checkbox value="app" label={t('props.app')} /></Group>
    </Checkbox.Group>
  );
  const span = mode === 'web' && <NumberInput label={t('props.span')} min={1} max={24} value={node.span} onChange={(v) => set('span', Math.min(24, Math.max(1, num(v) ?? 24)))} />;
  if (isLayoutNode(node)) return <LayoutProps node={node} set={set} extra={<>{span}{visibility}</>} />;
  const field = node as FieldNode | TableNode;
  const shape = isFieldKind(field.jnpfKey) ? FIELD_KINDS[field.jnpfKey].shape : 'none';
  const server = !!kindInfo(field.jnpfKey).serverFilled;
  return (
    <Stack gap="xs">
      <TextInput label={t('props.label')} value={field.label} onChange={(e) => set('label', e.currentTarget.value)} />
      <TextInput label={t('props.vModel')} value={field.vModel} onChange={(e) => set('vModel', e.currentTarget.value.trim())} ff="monospace" />
      {span}
      {mode === 'web' && <NumberInput label={t('props.labelWidth')} min={0} max={400} value={field.labelWidth ?? ''} onChange={(v) => set('labelWidth', num(v))} />}
      <Switch label={t('props.showLabel')} checked={field.showLabel} onChange={(e) => set('showLabel', e.currentTarget.checked)} />
      {shape !== 'none' && <Switch label={t('props.required')} checked={field.required} onChange={(e) => set('required', e.currentTarget.checked)} />}
      <Switch label={t('props.disabled')} checked={field.disabled} onChange={(e) => set('disabled', e.currentTarget.checked)} />
      {visibility}
      {!isTableNode(field) && ['text', 'number'].includes(shape) && (
        <TextInput label={t('props.placeholder')} value={field.props.placeholder ?? ''} onChange={(e) => onChange((n) => ({ ...n, props: { ...(n as FieldNode).props, placeholder: e.currentTarget.value || undefined } }) as FormNode)} />
      )}
      {shape === 'text' && <TextInput label={t('props.defaultValue')} value={typeof field.defaultValue === 'string' ? field.defaultValue : ''} onChange={(e) => set('defaultValue', e.currentTarget.value || undefined)} />}
      {shape === 'number' && !server && <NumberInput label={t('props.defaultValue')} value={typeof field.defaultValue === 'number' ? field.defaultValue : ''} onChange={(v) => set('defaultValue', num(v))} />}
      {shape === 'flag' && <Switch label={t('props.defaultValue')} checked={field.defaultValue === 1} onChange={(e) => set('defaultValue', e.currentTarget.checked ? 1 : 0)} />}
      <KindProps node={field} schema={schema} onChange={onChange} />
      {['text', 'number'].includes(shape) && !server && <RegListEditor rules={field.regList} onChange={(regList) => set('regList', regList)} />}
    </Stack>
  );
}

function LayoutProps({ node, set, extra }: { node: LayoutNode; set(key: string, value: unknown): void; extra: React.ReactNode }) {
  const t = useDesignerT();
  const prop = (key: keyof LayoutNode['props'], value: unknown) => set('props', { ...node.props, [key]: value });
  const k = node.jnpfKey;
  return (
    <Stack gap="xs">
      <TextInput label={t('props.label')} value={node.label} onChange={(e) => set('label', e.currentTarget.value)} />
      {extra}
      {(k === 'text' || k === 'alert' || k === 'divider' || k === 'groupTitle') && <Textarea label={t('props.content')} autosize minRows={2} value={node.props.content ?? ''} onChange={(e) => prop('content', e.currentTarget.value)} />}
      {k === 'alert' && <Select label={t('props.alertType')} value={node.props.alertType ?? 'info'} onChange={(v) => prop('alertType', v ?? 'info')} data={['info', 'success', 'warning', 'error'].map((v) => ({ value: v, label: t(`alert.${v}`) }))} />}
      {k === 'divider' && <Select label={t('props.contentPosition')} value={node.props.contentPosition ?? 'center'} onChange={(v) => prop('contentPosition', v ?? 'center')} data={['left', 'center', 'right'].map((v) => ({ value: v, label: t(`align.${v}`) }))} />}
      {k === 'button' && <TextInput label={t('props.buttonText')} value={node.props.buttonText ?? ''} onChange={(e) => prop('buttonText', e.currentTarget.value)} />}
      {k === 'card' && <Switch label={t('props.shadow')} checked={node.props.shadow ?? false} onChange={(e) => prop('shadow', e.currentTarget.checked)} />}
      {k === 'collapse' && <Switch label={t('props.accordion')} checked={node.props.accordion ?? false} onChange={(e) => prop('accordion', e.currentTarget.checked)} />}
      {node.items && node.items.map((item, i) => (
        <Group key={item.name} gap={4} wrap="nowrap" align="flex-end">
          <TextInput style={{ flex: 1 }} label={t('props.paneTitle', { n: i + 1 })} value={item.title}
            onChange={(e) => { const title = e.currentTarget.value; set('items', node.items!.map((x, j) => (j === i ? { ...x, title } : x))); }} />
          <ActionIcon variant="subtle" color="red" mb={4} disabled={node.items!.length < 2} aria-label={t('props.removePane', { n: i + 1 })}
            onClick={() => set('items', node.items!.filter((_, j) => j !== i))}><IconTrash size={14} /></ActionIcon>
        </Group>
      ))}
      {node.items && node.items.length < 20 && (
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => {
          const n = Math.max(0, ...node.items!.map((x) => Number(x.name) || 0)) + 1;
          set('items', [...node.items!, { title: String(n), name: String(n), children: [] }]);
        }}>{t('props.addPane')}</Button>
      )}
    </Stack>
  );
}
