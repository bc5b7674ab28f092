import { ActionIcon, Button, Checkbox, FileButton, Group, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BARCODE_FORMATS, type PrintElement, type PrintField, type PrintTemplateDoc } from '@/features/print/contract';
import { bindField, findElement, moveElement, removeElement, resizeElement, toNumber, updateElement } from './model/designer';
import { usePrintT } from './i18n';

interface Props {
  doc: PrintTemplateDoc;
  id: string | null;
  fields: readonly PrintField[];
  onChange(doc: PrintTemplateDoc): void;
  onRemoved(): void;
}

/** The selected element's properties: box, binding, and what its type has. */
export function ElementPanel({ doc, id, fields, onChange, onRemoved }: Props) {
  const t = usePrintT();
  const found = id ? findElement(doc, id) : null;
  if (!found || !id) return <Text size="sm" c="dimmed">{t('designer.none')}</Text>;
  const el = found.element;
  const set = (patch: Partial<PrintElement>) => onChange(updateElement(doc, id, patch));
  const values = fields.filter((f) => f.kind !== 'list').map((f) => ({ value: f.field, label: f.label }));
  const lists = fields.filter((f) => f.kind === 'list').map((f) => ({ value: f.field, label: f.label }));
  const bind = (field: string | null) => {
    if (field) onChange(bindField(doc, id, field, fields));
    else set({ field: undefined } as Partial<PrintElement>);
  };

  return (
    <Stack gap="xs" data-testid="element-panel">
      <Text fw={600} size="sm">{t('designer.selected')}：{t(`designer.types.${el.type}`)} {el.id}</Text>
      <Group grow gap="xs">
        <NumberInput label={t('designer.x')} value={el.x} decimalScale={1} onChange={(v) => onChange(moveElement(doc, id, toNumber(v) - el.x, 0))} />
        <NumberInput label={t('designer.y')} value={el.y} decimalScale={1} onChange={(v) => onChange(moveElement(doc, id, 0, toNumber(v) - el.y))} />
      </Group>
      <Group grow gap="xs">
        <NumberInput label={t('designer.w')} value={el.w} decimalScale={1} onChange={(v) => onChange(resizeElement(doc, id, toNumber(v), el.h))} />
        <NumberInput label={t('designer.h')} value={el.h} decimalScale={1} onChange={(v) => onChange(resizeElement(doc, id, el.w, toNumber(v)))} />
      </Group>
      {el.type === 'text' && <Textarea label={t('designer.text')} value={el.text} onChange={(e) => set({ text: e.currentTarget.value })} autosize minRows={2} />}
      {el.type === 'field' && (
        <>
          <Select label={t('designer.field')} data={values} value={el.field} onChange={bind} allowDeselect={false} data-testid="bind-field" />
          <TextInput label={t('designer.label')} value={el.label} onChange={(e) => set({ label: e.currentTarget.value })} />
        </>
      )}
      {(el.type === 'text' || el.type === 'field') && (
        <Group grow gap="xs" align="end">
          <NumberInput label={t('designer.fontSize')} value={el.fontSize} min={4} max={72} onChange={(v) => set({ fontSize: toNumber(v) })} />
          <Checkbox label={t('designer.bold')} checked={el.bold} onChange={(e) => set({ bold: e.currentTarget.checked })} />
        </Group>
      )}
      {(el.type === 'text' || el.type === 'field') && (
        <SegmentedControl aria-label={t('designer.align')} value={el.align} onChange={(v) => set({ align: v as 'left' })}
          data={[{ value: 'left', label: t('designer.alignLeft') }, { value: 'center', label: t('designer.alignCenter') }, { value: 'right', label: t('designer.alignRight') }]} />
      )}
      {el.type === 'table' && (
        <>
          <Select label={t('designer.listField')} data={lists} value={el.field} onChange={bind} allowDeselect={false} data-testid="bind-list" />
          <NumberInput label={t('designer.rowHeight')} value={el.rowHeight} min={3} max={50} onChange={(v) => set({ rowHeight: toNumber(v) })} />
          <Text size="sm">{t('designer.columnsOf')}</Text>
          {el.columns.map((c, i) => (
            <Group key={i} gap={4} wrap="nowrap" align="end">
              <Select aria-label={`${t('designer.field')} ${i + 1}`} data={(fields.find((f) => f.field === el.field)?.children ?? []).map((f) => ({ value: f.field, label: f.label }))} value={c.field} w={110}
                onChange={(v) => v && set({ columns: el.columns.map((x, j) => (j === i ? { ...x, field: v } : x)) })} />
              <TextInput aria-label={`${t('designer.columnTitle')} ${i + 1}`} value={c.title} w={90} onChange={(e) => { const title = e.currentTarget.value; set({ columns: el.columns.map((x, j) => (j === i ? { ...x, title } : x)) }); }} />
              <NumberInput aria-label={`${t('designer.columnWidth')} ${i + 1}`} value={c.width} w={70} onChange={(v) => set({ columns: el.columns.map((x, j) => (j === i ? { ...x, width: toNumber(v) || 1 } : x)) })} />
              <ActionIcon variant="subtle" color="red" aria-label={`${t('designer.removeColumn')} ${i + 1}`} disabled={el.columns.length < 2} onClick={() => set({ columns: el.columns.filter((_, j) => j !== i) })}><IconTrash size={14} /></ActionIcon>
            </Group>
          ))}
          <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => set({ columns: [...el.columns, { ...el.columns[0]!, width: 20 }] })}>{t('designer.addColumn')}</Button>
        </>
      )}
      {(el.type === 'qrcode' || el.type === 'barcode') && (
        <>
          <Select label={t('designer.field')} data={values} value={el.field ?? null} onChange={bind} placeholder={t('designer.noField')} clearable />
          {!el.field && <TextInput label={t('designer.text')} value={el.text} onChange={(e) => set({ text: e.currentTarget.value })} />}
        </>
      )}
      {el.type === 'barcode' && (
        <Group grow gap="xs" align="end">
          <Select label={t('designer.format')} data={[...BARCODE_FORMATS]} value={el.format} onChange={(v) => v && set({ format: v as 'CODE128' })} allowDeselect={false} />
          <Checkbox label={t('designer.showText')} checked={el.showText} onChange={(e) => set({ showText: e.currentTarget.checked })} />
        </Group>
      )}
      {el.type === 'image' && (
        <FileButton accept="image/png,image/jpeg,image/svg+xml" onChange={(file) => {
          if (!file) return;
          const reader = new FileReader();
          reader.onload = () => set({ src: String(reader.result) });
          reader.readAsDataURL(file);
        }}>
          {(props) => <Button size="xs" variant="default" {...props}>{t('designer.imageFile')}</Button>}
        </FileButton>
      )}
      {el.type === 'line' && (
        <Group grow gap="xs">
          <Select label={t('designer.direction')} data={[{ value: 'horizontal', label: t('designer.horizontal') }, { value: 'vertical', label: t('designer.vertical') }]} value={el.direction} onChange={(v) => v && set({ direction: v as 'horizontal' })} allowDeselect={false} />
          <NumberInput label={t('designer.thickness')} value={el.thickness} step={0.1} min={0.1} max={5} onChange={(v) => set({ thickness: toNumber(v) })} />
        </Group>
      )}
      <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={14} />} onClick={() => { onChange(removeElement(doc, id)); onRemoved(); }}>{t('designer.removeElement')}</Button>
    </Stack>
  );
}
