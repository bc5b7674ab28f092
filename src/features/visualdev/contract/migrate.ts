import { FORM_SCHEMA_VERSION, formSchema, type FormSchema } from './form-schema';
import { isFieldKind, isLayoutKind } from './field-kinds';

/**
 * Version 1 is the JNPF 3.4 export (`{ fields: [{ __config__: {…}, __vModel__, __slot__ }], labelWidth, … }`),
 * what administrators bring from the platform they leave. It becomes version 2 here; a version this
 * code does not know is refused rather than guessed.
 */
export const MigrateMsg = {
  notJson: '表单配置不是有效的JSON',
  newer: (v: unknown) => `表单配置的版本${String(v)}高于当前支持的版本${FORM_SCHEMA_VERSION}`,
  invalid: (detail: string) => `表单配置不正确：${detail}`,
} as const;

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

// JNPF key → ours where the names differ.
const KEY_ALIASES: Record<string, string> = {
  input: 'comInput',
  numInputl: 'numInput',
  JNPFAmount: 'money',
  amount: 'money',
  editor: 'editor',
  uploadFile: 'uploadFz',
  uploadImage: 'uploadImg',
  organizeSelect: 'comSelect',
  depSelect: 'depSelect',
  usersSelect: 'userSelect',
  dictionary: 'dicSelect',
  billRule: 'billRule',
  collapseItem: 'collapse',
  tabItem: 'tab',
  JNPFText: 'text',
};

let counter = 0;
const freshId = (hint: string) => `${hint}_${Date.now().toString(36)}${(counter++).toString(36)}`;

function migrateOptions(slot: Loose, config: Loose) {
  const options = Array.isArray(slot.options) ? slot.options : [];
  const dataType = config.dataType === 'dictionary' ? 'dictionary' : config.dataType === 'dynamic' ? 'dynamic' : 'static';
  return {
    dataType,
    options: options.map((o) => ({ id: String(obj(o).id ?? obj(o).value ?? ''), fullName: String(obj(o).fullName ?? obj(o).label ?? '') })),
    dictionaryType: str(config.dictionaryType),
    interfaceId: str(config.propsUrl),
    propsValue: str(obj(config.props).value) ?? 'id',
    propsLabel: str(obj(config.props).label) ?? 'fullName',
  };
}

function migrateNode(raw: unknown): Loose | null {
  const node = obj(raw);
  const config = obj(node.__config__);
  const rawKey = str(config.jnpfKey) ?? '';
  const key = KEY_ALIASES[rawKey] ?? rawKey;
  const visibility = Array.isArray(config.visibility) ? config.visibility.filter((v) => v === 'pc' || v === 'app') : ['pc', 'app'];
  const common = { id: str(config.formId) ?? str(config.renderKey) ?? freshId(key || 'node'), label: str(config.label) ?? '', span: num(config.span) ?? 24, visibility };
  if (isLayoutKind(key)) {
    const children = Array.isArray(config.children) ? config.children : [];
    const layout: Loose = { ...common, jnpfKey: key, props: { content: str(node.content) ?? str(config.defaultValue), alertType: str(node.type) } };
    if (key === 'tab' || key === 'collapse') {
      layout.items = children.map((item, i) => {
        const ic = obj(obj(item).__config__);
        return { title: str(obj(item).title) ?? str(ic.label) ?? `${i + 1}`, name: str(obj(item).name) ?? String(i + 1), children: (Array.isArray(ic.children) ? ic.children : []).map(migrateNode).filter(Boolean) };
      });
    } else if (key === 'row' || key === 'card') layout.children = children.map(migrateNode).filter(Boolean);
    return layout;
  }
  if (!isFieldKind(key)) return null;
  const field: Loose = {
    ...common,
    jnpfKey: key,
    vModel: str(node.__vModel__) ?? freshId('field'),
    labelWidth: num(config.labelWidth),
    showLabel: config.showLabel !== false,
    required: config.required === true,
    tag: str(config.tag),
    tagIcon: str(config.tagIcon),
    defaultValue: config.defaultValue,
    tableName: str(config.tableName),
    regList: (Array.isArray(config.regList) ? config.regList : []).map((r) => ({ pattern: str(obj(r).pattern), message: str(obj(r).message) ?? '' })),
    disabled: node.disabled === true,
    props: {
      placeholder: str(node.placeholder),
      maxlength: num(node.maxlength),
      min: num(node.min),
      max: num(node.max),
      step: num(node.step),
      precision: num(node.precision),
      multiple: node.multiple === true ? true : undefined,
      source: ['select', 'radio', 'checkbox', 'cascader', 'dicSelect'].includes(key) ? migrateOptions(obj(node.__slot__), config) : undefined,
      expression: Array.isArray(node.expression) ? node.expression : undefined,
      ruleEnCode: str(config.rule),
      modelId: str(node.modelId),
      relationField: str(node.relationField),
      interfaceId: str(node.interfaceId),
      propsValue: str(node.propsValue),
      dataType: node.dataType === 'relation' ? 'relation' : node.dataType === 'static' ? 'static' : undefined,
      staticText: str(node.staticText),
    },
  };
  if (key === 'table') field.children = (Array.isArray(config.children) ? config.children : []).map(migrateNode).filter(Boolean);
  return field;
}

const dropUndefined = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(dropUndefined) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, dropUndefined(v)])) : value;

function fromV1(input: Loose): unknown {
  return dropUndefined({
    version: FORM_SCHEMA_VERSION,
    formConf: {
      labelPosition: ['left', 'right', 'top'].includes(String(input.labelPosition)) ? input.labelPosition : undefined,
      labelWidth: num(input.labelWidth),
      popupType: ['general', 'fullScreen', 'drawer'].includes(String(input.popupType)) ? input.popupType : undefined,
      gutter: num(input.gutter),
    },
    fields: (Array.isArray(input.fields) ? input.fields : []).map(migrateNode).filter(Boolean),
  });
}

export type MigrateResult = { ok: true; schema: FormSchema; migratedFrom?: number } | { ok: false; message: string };

/** Any stored or imported form configuration (object or JSON text) → the current schema. */
export function migrateFormSchema(input: unknown): MigrateResult {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, message: MigrateMsg.notJson };
    }
  }
  const loose = obj(value);
  const version = loose.version ?? 1;
  if (typeof version !== 'number' || version > FORM_SCHEMA_VERSION) return { ok: false, message: MigrateMsg.newer(version) };
  const current = version === 1 ? fromV1(loose) : loose;
  const parsed = formSchema.safeParse(current);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: MigrateMsg.invalid(`${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim()) };
  }
  return version === FORM_SCHEMA_VERSION ? { ok: true, schema: parsed.data } : { ok: true, schema: parsed.data, migratedFrom: version };
}
