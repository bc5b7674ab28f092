import { describe, expect, it } from 'vitest';
import { FIELD_KIND_NAMES, FIELD_KINDS, type FieldKind } from './field-kinds';
import { formSchema, type FormSchema } from './form-schema';
import { checkRecord, defaultValues, requiredText } from './record-values';

const field = (jnpfKey: FieldKind, vModel: string, extra: Record<string, unknown> = {}) => ({ id: vModel, jnpfKey, vModel, label: vModel.toUpperCase(), ...extra });
const schemaOf = (fields: unknown[]): FormSchema => formSchema.parse({ version: 2, fields });

/** A value a user could enter for each kind that takes input, and what the record keeps. */
const SAMPLES: Partial<Record<FieldKind, { props?: Record<string, unknown>; input: unknown; kept?: unknown }>> = {
  comInput: { input: '苏A12345' },
  textarea: { input: '第一行\n第二行' },
  numInput: { input: '12.5', kept: 12.5 },
  money: { input: '1,234.567', kept: 1234.57 },
  switch: { input: true, kept: 1 },
  radio: { props: { source: { options: [{ id: 'a', fullName: 'A' }, { id: 'b', fullName: 'B' }] } }, input: 'b' },
  checkbox: { props: { source: { options: [{ id: 'a', fullName: 'A' }, { id: 'b', fullName: 'B' }] } }, input: ['a', 'b'] },
  select: { props: { source: { options: [{ id: 'x', fullName: 'X' }] } }, input: 'x' },
  cascader: { input: ['js', 'nj'] },
  date: { input: 1764028800000 },
  dateRange: { input: [1764115200000, 1764028800000], kept: [1764028800000, 1764115200000] },
  time: { input: '09:30:00' },
  timeRange: { input: ['09:00:00', '18:00:00'] },
  colorPicker: { input: '#1677ff' },
  rate: { input: 4 },
  slider: { input: 30 },
  editor: { input: '<p>正文</p>' },
  uploadFz: { input: [{ fileId: 'f1', name: '合同.pdf', fileSize: 10 }], kept: [{ fileId: 'f1', name: '合同.pdf', fileSize: 10, fileExtension: 'pdf' }] },
  uploadImg: { input: [{ fileId: 'f2', name: 'a.png', fileSize: 3, fileExtension: 'png' }] },
  comSelect: { input: 'org1' },
  depSelect: { input: 'dep1' },
  posSelect: { input: 'pos1' },
  roleSelect: { input: 'role1' },
  groupSelect: { input: 'group1' },
  userSelect: { props: { multiple: true }, input: ['u1', 'u2'] },
  address: { input: ['110000', '110100'] },
  dicSelect: { props: { source: { dataType: 'dictionary', dictionaryType: 'sex' } }, input: '1' },
  relationForm: { input: 'rec1' },
  popupSelect: { input: 'row9' },
};

describe('checkRecord: every kind that takes input round-trips its value', () => {
  for (const kind of FIELD_KIND_NAMES) {
    const info = FIELD_KINDS[kind];
    if (info.shape === 'none' || info.shape === 'rows' || 'serverFilled' in info) continue;
    it(kind, () => {
      const sample = SAMPLES[kind];
      expect(sample, `a sample for ${kind}`).toBeDefined();
      const schema = schemaOf([field(kind, 'v', { props: sample!.props ?? {} })]);
      const { values, errors } = checkRecord(schema, { v: sample!.input });
      expect(errors).toEqual({});
      expect(values.v).toEqual(sample!.kept ?? sample!.input);
    });
  }
});

describe('checkRecord rules', () => {
  it('names the field in the required message: 请输入 typed, 请选择 picked, 请上传 files', () => {
    const schema = schemaOf([
      field('comInput', 'plate', { label: '车牌号', required: true }),
      field('userSelect', 'owner', { label: '负责人', required: true }),
      field('uploadFz', 'files', { label: '附件', required: true }),
    ]);
    expect(checkRecord(schema, { plate: '  ', owner: [], files: [] }).errors).toEqual({ owner: '请选择负责人', files: '请上传附件' });
    expect(checkRecord(schema, {}).errors).toEqual({ plate: '请输入车牌号', owner: '请选择负责人', files: '请上传附件' });
    expect(requiredText(schema.fields[0] as never)).toBe('请输入车牌号');
  });

  it('money: caps at 1e9, invalid text is a format error, two decimals kept (SPEC §5)', () => {
    const schema = schemaOf([field('money', 'price', { label: '价格' })]);
    expect(checkRecord(schema, { price: '1000000000' }).values.price).toBe(1e9);
    expect(checkRecord(schema, { price: '1000000000.01' }).errors.price).toBe('价格格式不正确');
    expect(checkRecord(schema, { price: 'abc' }).errors.price).toBe('价格格式不正确');
    expect(checkRecord(schema, { price: 1.005 }).values.price).toBe(1.01);
  });

  it('applies named §5 rules and patterns from regList, with their messages', () => {
    const schema = schemaOf([
      field('comInput', 'phone', { label: '电话', regList: [{ rule: 'phone' }] }),
      field('comInput', 'code', { label: '代码', regList: [{ pattern: '/^[A-Z]{3}$/', message: '三位大写字母' }] }),
    ]);
    expect(checkRecord(schema, { phone: '12345', code: 'abc' }).errors).toEqual({ phone: '请正确输入您的手机号', code: '三位大写字母' });
    expect(checkRecord(schema, { phone: '13912345678', code: 'ABC' }).errors).toEqual({});
  });

  it('refuses wrong types, options not offered, lengths and bounds', () => {
    const schema = schemaOf([
      field('comInput', 'name', { label: '名称', props: { maxlength: 3 } }),
      field('numInput', 'n', { label: '数量', props: { min: 1, max: 10 } }),
      field('select', 's', { label: '类型', props: { source: { options: [{ id: 'a', fullName: 'A' }] } } }),
      field('checkbox', 'c', { label: '多选' }),
      field('time', 't', { label: '时间' }),
    ]);
    const { errors } = checkRecord(schema, { name: '四个字啊', n: 11, s: 'b', c: 'a', t: '25:00' });
    expect(errors).toEqual({ name: '名称不能超过3个字符', n: '数量不能大于10', s: '类型的选项不存在', c: '多选格式不正确', t: '时间格式不正确' });
  });

  it('drops fields the schema does not have and values the server fills itself', () => {
    const schema = schemaOf([field('comInput', 'a'), field('createUser', 'creator'), field('billRule', 'no', { props: { ruleEnCode: 'x' } })]);
    const { values } = checkRecord(schema, { a: 'x', creator: 'someone-else', no: 'FAKE-1', extra: 1 });
    expect(values).toEqual({ a: 'x' });
  });

  it('checks sub-table cells with 不能为空 and rule messages, and recomputes calculations over rows and sums', () => {
    const schema = schemaOf([
      field('numInput', 'rate', { label: '单价' }),
      {
        ...field('table', 'trips', { label: '行程' }),
        children: [field('comInput', 'dest', { label: '目的地', required: true }), field('numInput', 'km', { label: '里程', regList: [{ rule: 'positiveInt' }] }), field('calculate', 'cost', { label: '费用', props: { expression: ['km', '×', 'rate'] } })],
      },
      field('calculate', 'total', { label: '总里程', props: { expression: ['trips.km', '+', 0] } }),
    ]);
    const { values, errors } = checkRecord(schema, { rate: 2, trips: [{ id: 'r1', dest: '南京', km: 10, cost: 999 }, { dest: '', km: 1.5 }], total: 5 });
    expect(errors).toEqual({ 'trips[1].dest': '不能为空', 'trips[1].km': '请输入正整数' });
    expect(values.trips).toEqual([{ id: 'r1', dest: '南京', km: 10, cost: 20 }, { dest: null, km: 1.5, cost: 3 }]);
    expect(values.total).toBe(11.5);
  });

  it('starts a new record from the default values', () => {
    const schema = schemaOf([field('comInput', 'a', { defaultValue: '默认' }), field('switch', 'b', { defaultValue: 1 }), { ...field('table', 't'), children: [field('comInput', 'x')] }, field('createTime', 'ct')]);
    expect(defaultValues(schema)).toEqual({ a: '默认', b: 1, t: [] });
  });
});
