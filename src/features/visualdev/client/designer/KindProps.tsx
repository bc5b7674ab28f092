import { MultiSelect, NumberInput, SegmentedControl, Select, Stack, Switch, TextInput, ColorInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FIELD_KINDS, isTableNode, type FieldNode, type FieldProps, type FormNode, type FormSchema, type TableNode } from '@/features/visualdev/contract';
import { baseApi, type Choice } from '../base/base-api';
import { ExpressionBuilder } from './ExpressionBuilder';
import { OptionsEditor } from './OptionsEditor';
import { storedFields } from './tree-ops';
import { useDesignerT } from './i18n';
import type { NodePatch } from './PropertyPanel';

const cache = new Map<string, Promise<Choice[]>>();
/** Called when a designer closes, so the next one lists interfaces and models made meanwhile. */
export const forgetChoices = () => cache.clear();
/** A list the pickers need, loaded once per designer session (the interfaces, the released models). */
function useChoices(key: string, load: () => Promise<Choice[]>, enabled: boolean): Choice[] {
  const [list, setList] = useState<Choice[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    if (!cache.has(key)) cache.set(key, load().catch(() => { cache.delete(key); return []; }));
    void cache.get(key)!.then((l) => { if (live) setList(l); });
    return () => { live = false; };
  }, [key, load, enabled]);
  return list;
}

const num = (v: string | number) => (typeof v === 'number' ? v : undefined);

/** The settings only some kinds have (options, interface, model, expression, rule, limits, codes, summary). */
export function KindProps({ node, schema, onChange }: { node: FieldNode | TableNode; schema: FormSchema; onChange(patch: NodePatch): void }) {
  const t = useDesignerT();
  const k = node.jnpfKey;
  const p = node.props;
  const interfaces = useChoices('interfaces', baseApi.interfaces, ['select', 'radio', 'checkbox', 'cascader', 'popupSelect'].includes(k));
  const models = useChoices('models', baseApi.models, k === 'relationForm');
  const [relFields, setRelFields] = useState<Choice[]>([]);
  useEffect(() => {
    if (k !== 'relationForm' || !p.modelId) return;
    let live = true;
    baseApi.info(p.modelId).then((m) => { if (live) setRelFields(storedFields(m.formData).map((f) => ({ id: f.vModel, fullName: f.label || f.vModel }))); }, () => undefined);
    return () => { live = false; };
  }, [k, p.modelId]);
  const prop = <K extends keyof FieldProps>(key: K, value: FieldProps[K]) => onChange((n) => ({ ...n, props: { ...(n as FieldNode).props, [key]: value } }) as FormNode);
  const numProp = (key: 'min' | 'max' | 'precision' | 'fileSize' | 'limit' | 'size' | 'width' | 'height' | 'maxlength', label: string, extra: { min?: number; max?: number } = {}) => (
    <NumberInput label={label} value={p[key] ?? ''} onChange={(v) => prop(key, num(v))} {...extra} />
  );
  const choices = (l: Choice[]) => l.map((c) => ({ value: c.id, label: c.fullName }));

  if (isTableNode(node)) {
    const numeric = node.children.filter((c) => FIELD_KINDS[c.jnpfKey].shape === 'number');
    const set = (patch: Partial<TableNode>) => onChange((n) => ({ ...n, ...patch }) as FormNode);
    return (
      <Stack gap="xs">
        <TextInput label={t('props.addText')} value={node.addText} onChange={(e) => set({ addText: e.currentTarget.value })} />
        <NumberInput label={t('props.maxRows')} min={1} max={1000} value={node.maxRows} onChange={(v) => set({ maxRows: num(v) ?? 200 })} />
        <Switch label={t('props.showSummary')} checked={node.showSummary} onChange={(e) => set({ showSummary: e.currentTarget.checked })} />
        {node.showSummary && <MultiSelect label={t('props.summaryFields')} data={numeric.map((c) => ({ value: c.vModel, label: c.label || c.vModel }))} value={node.summaryFields} onChange={(v) => set({ summaryFields: v })} />}
      </Stack>
    );
  }
  switch (k) {
    case 'select': case 'radio': case 'checkbox': case 'cascader':
      return (
        <Stack gap="xs">
          {(k === 'select' || k === 'cascader') && <Switch label={t('props.multiple')} checked={p.multiple ?? false} onChange={(e) => prop('multiple', e.currentTarget.checked)} />}
          <OptionsEditor source={p.source ?? { dataType: 'static', options: [], propsValue: 'id', propsLabel: 'fullName' }} onChange={(s) => prop('source', s)} interfaces={interfaces} />
        </Stack>
      );
    case 'dicSelect':
      return <OptionsEditor dictionaryOnly source={p.source ?? { dataType: 'dictionary', options: [], propsValue: 'id', propsLabel: 'fullName' }} onChange={(s) => prop('source', { ...s, dataType: 'dictionary' })} interfaces={[]} />;
    case 'popupSelect':
      return (
        <Stack gap="xs">
          <Select label={t('props.interface')} searchable data={choices(interfaces)} value={p.interfaceId ?? null} onChange={(v) => prop('interfaceId', v ?? undefined)} />
          <TextInput label={t('options.propsValue')} value={p.propsValue ?? ''} onChange={(e) => prop('propsValue', e.currentTarget.value || undefined)} />
          <TextInput label={t('props.popupTitle')} value={p.popupTitle ?? ''} onChange={(e) => prop('popupTitle', e.currentTarget.value || undefined)} />
        </Stack>
      );
    case 'relationForm':
      return (
        <Stack gap="xs">
          <Select label={t('props.model')} searchable data={choices(models)} value={p.modelId ?? null} onChange={(v) => onChange((n) => ({ ...n, props: { ...(n as FieldNode).props, modelId: v ?? undefined, relationField: undefined } }) as FormNode)} />
          <Select label={t('props.relationField')} data={choices(relFields)} value={p.relationField ?? null} onChange={(v) => prop('relationField', v ?? undefined)} disabled={!p.modelId} />
        </Stack>
      );
    case 'calculate':
      return <ExpressionBuilder tokens={p.expression ?? []} onChange={(e) => prop('expression', e)} schema={schema} selfId={node.id} />;
    case 'billRule':
      return <TextInput label={t('props.ruleEnCode')} value={p.ruleEnCode ?? ''} onChange={(e) => prop('ruleEnCode', e.currentTarget.value || undefined)} />;
    case 'money':
      return <Switch label={t('props.showChinese')} checked={p.showChinese ?? false} onChange={(e) => prop('showChinese', e.currentTarget.checked)} />;
    case 'moneyCapital':
      return <Select label={t('props.moneyField')} data={storedFields(schema).filter((f) => f.jnpfKey === 'money').map((f) => ({ value: f.vModel, label: f.label || f.vModel }))} value={p.moneyField ?? null} onChange={(v) => prop('moneyField', v ?? undefined)} />;
    case 'numInput': case 'slider':
      return <Stack gap="xs">{numProp('min', t('props.min'))}{numProp('max', t('props.max'))}{numProp('precision', t('props.precision'), { min: 0, max: 6 })}</Stack>;
    case 'comInput': case 'textarea':
      return numProp('maxlength', t('props.maxlength'), { min: 1 });
    case 'uploadFz': case 'uploadImg':
      return (
        <Stack gap="xs">
          <TextInput label={t('props.accept')} placeholder=".pdf,.docx" value={p.accept ?? ''} onChange={(e) => prop('accept', e.currentTarget.value || undefined)} />
          {numProp('fileSize', t('props.fileSize'), { min: 0 })}
          <SegmentedControl size="xs" value={p.sizeUnit ?? 'MB'} onChange={(v) => prop('sizeUnit', v as 'KB' | 'MB' | 'GB')} data={['KB', 'MB', 'GB']} aria-label={t('props.sizeUnit')} />
          {numProp('limit', t('props.limit'), { min: 0, max: 100 })}
        </Stack>
      );
    case 'qrcode': case 'barcode':
      return (
        <Stack gap="xs">
          <SegmentedControl size="xs" value={p.dataType ?? 'static'} onChange={(v) => prop('dataType', v as 'static' | 'relation')} data={[{ value: 'static', label: t('props.codeStatic') }, { value: 'relation', label: t('props.codeRelation') }]} />
          {(p.dataType ?? 'static') === 'static'
            ? <TextInput label={t('props.staticText')} value={p.staticText ?? ''} onChange={(e) => prop('staticText', e.currentTarget.value)} />
            : <Select label={t('props.relationField')} data={storedFields(schema).map((f) => ({ value: f.vModel, label: f.label || f.vModel }))} value={p.relationField ?? null} onChange={(v) => prop('relationField', v ?? undefined)} />}
          <ColorInput label={t('props.colorDark')} value={(k === 'qrcode' ? p.colorDark : p.lineColor) ?? '#000000'} onChange={(v) => prop(k === 'qrcode' ? 'colorDark' : 'lineColor', v)} />
          <ColorInput label={t('props.colorLight')} value={(k === 'qrcode' ? p.colorLight : p.background) ?? '#ffffff'} onChange={(v) => prop(k === 'qrcode' ? 'colorLight' : 'background', v)} />
          {k === 'qrcode' ? numProp('size', t('props.size'), { min: 32, max: 1000 }) : <>{numProp('width', t('props.barWidth'), { min: 0.5, max: 10 })}{numProp('height', t('props.barHeight'), { min: 10, max: 400 })}</>}
        </Stack>
      );
    default:
      return null;
  }
}
