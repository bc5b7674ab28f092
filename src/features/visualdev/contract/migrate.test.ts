import { describe, expect, it } from 'vitest';
import { collectFields, FORM_SCHEMA_VERSION, isTableNode } from './form-schema';
import { migrateFormSchema } from './migrate';
import { checkFormSchema } from './schema-check';

/** A JNPF 3.4-style export (version 1): `__config__`, `__vModel__`, `__slot__`. */
const V1 = {
  formRef: 'elForm',
  labelPosition: 'top',
  labelWidth: 120,
  fields: [
    { __config__: { jnpfKey: 'comInput', label: '车牌号', required: true, span: 12, formId: 101, renderKey: 1, regList: [{ pattern: '/^[A-Z]/', message: '大写开头' }] }, __vModel__: 'plate', placeholder: '请输入', maxlength: 10 },
    { __config__: { jnpfKey: 'select', label: '品牌', dataType: 'static', span: 12, renderKey: 2 }, __vModel__: 'brand', __slot__: { options: [{ id: 'byd', fullName: '比亚迪' }, { value: 'nio', label: '蔚来' }] } },
    {
      __config__: {
        jnpfKey: 'row', label: '栅格', renderKey: 3,
        children: [{ __config__: { jnpfKey: 'numInputl', label: '座位数', renderKey: 4 }, __vModel__: 'seats', min: 1, max: 60 }],
      },
    },
    {
      __config__: {
        jnpfKey: 'table', label: '行程', renderKey: 5, tableName: 'trips',
        children: [{ __config__: { jnpfKey: 'date', label: '日期', renderKey: 6, required: true }, __vModel__: 'day' }],
      },
      __vModel__: 'trips',
    },
    { __config__: { jnpfKey: 'somethingUnknown', label: '?' }, __vModel__: 'x' },
  ],
};

describe('migrateFormSchema', () => {
  it('turns a version 1 (JNPF) export into the current schema, keeping fields, rules, options and containers', () => {
    const result = migrateFormSchema(JSON.stringify(V1));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.migratedFrom).toBe(1);
    expect(result.schema.version).toBe(FORM_SCHEMA_VERSION);
    expect(result.schema.formConf).toMatchObject({ labelPosition: 'top', labelWidth: 120 });
    const fields = collectFields(result.schema.fields);
    expect(fields.map((f) => [f.jnpfKey, f.vModel])).toEqual([['comInput', 'plate'], ['select', 'brand'], ['numInput', 'seats'], ['table', 'trips']]);
    const [plate, brand, seats, trips] = fields;
    expect(plate).toMatchObject({ label: '车牌号', required: true, span: 12, regList: [{ pattern: '/^[A-Z]/', message: '大写开头' }], props: { maxlength: 10 } });
    expect(brand!.props.source?.options).toEqual([{ id: 'byd', fullName: '比亚迪' }, { id: 'nio', fullName: '蔚来' }]);
    expect(seats!.props).toMatchObject({ min: 1, max: 60 });
    expect(isTableNode(trips!) && trips.children.map((c) => [c.jnpfKey, c.vModel, c.required])).toEqual([['date', 'day', true]]);
    expect(checkFormSchema(result.schema)).toEqual([]);
  });

  it('keeps a current schema as it is', () => {
    const current = { version: FORM_SCHEMA_VERSION, fields: [{ id: 'a', jnpfKey: 'comInput', vModel: 'a', label: 'A' }] };
    const result = migrateFormSchema(current);
    expect(result).toMatchObject({ ok: true, schema: { fields: [{ vModel: 'a' }] } });
    expect(result.ok && result.migratedFrom).toBeUndefined();
  });

  it('refuses text that is not JSON, a newer version, and a broken current schema with a message', () => {
    expect(migrateFormSchema('{oops')).toEqual({ ok: false, message: '表单配置不是有效的JSON' });
    expect(migrateFormSchema({ version: 9 })).toEqual({ ok: false, message: '表单配置的版本9高于当前支持的版本2' });
    const broken = migrateFormSchema({ version: 2, fields: [{ id: 'a', jnpfKey: 'comInput' }] });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^表单配置不正确：fields\.0/);
  });
});
