import { describe, expect, it } from 'vitest';
import { formSchema } from './form-schema';
import { checkFormSchema, isSafePattern } from './schema-check';

const f = (jnpfKey: string, vModel: string, extra: Record<string, unknown> = {}) => ({ id: `n-${vModel}-${jnpfKey}`, jnpfKey, vModel, label: vModel, ...extra });
const check = (fields: unknown[], options?: Parameters<typeof checkFormSchema>[1]) => checkFormSchema(formSchema.parse({ version: 2, fields }), options).map((p) => p.message);

describe('checkFormSchema (the designer refuses to save these)', () => {
  it('finds duplicate field names, also across containers and case', () => {
    expect(check([f('comInput', 'name'), { id: 'row1', jnpfKey: 'row', children: [f('textarea', 'Name')] }])).toEqual(['字段名Name重复']);
  });

  it('applies the §5 field-name rule and keeps reserved column names out', () => {
    expect(check([f('comInput', '1abc'), f('comInput', '_x'), f('comInput', 'f_version')])).toEqual([
      '1abc：请使用大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
      '_x：请使用大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
      'f_version是保留字段，不能作为字段名',
    ]);
  });

  it('reports a bound column that does not exist in the data model table', () => {
    const known = new Map([['car', new Set(['plate'])], ['car_trip', new Set(['km'])]]);
    const fields = [f('comInput', 'plate'), f('comInput', 'brand'), { ...f('table', 'trips', { tableName: 'car_trip' }), children: [f('numInput', 'km'), f('numInput', 'fuel')] }];
    expect(check(fields, { mainTable: 'car', known })).toEqual(['数据表car中没有字段brand', '数据表car_trip中没有字段fuel']);
  });

  it('asks what each kind needs: options, dictionary, interface, model, rule, expression', () => {
    expect(
      check([
        f('select', 'a'),
        f('radio', 'b', { props: { source: { dataType: 'dictionary' } } }),
        f('popupSelect', 'c'),
        f('relationForm', 'd'),
        f('billRule', 'e'),
        f('calculate', 'g', { props: { expression: ['a', '+'] } }),
        f('calculate', 'h', { props: { expression: ['nope', '+', 1] } }),
      ]),
    ).toEqual(['a：请添加选项', 'b：请选择数据字典', 'c：请选择数据接口', 'd：请选择关联表单', 'e：请选择单据规则', '计算公式不正确：应为数值与运算符交替，且以数值开头和结尾', '计算公式引用了不存在的字段nope']);
  });

  it('keeps sub-tables to cell kinds and at least one column', () => {
    expect(check([{ ...f('table', 't'), children: [] }, { ...f('table', 'u'), children: [f('editor', 'body'), f('comInput', 'x'), f('comInput', 'x')] }])).toEqual([
      't：子表至少需要一个字段',
      'body：子表中不能使用该组件',
      '字段名u.x重复',
    ]);
  });

  it('refuses patterns that do not compile or could backtrack without end', () => {
    expect(isSafePattern('^(a+)+$')).toBe(false);
    expect(isSafePattern('^(\\d{3})*$')).toBe(false);
    expect(isSafePattern('^1[3-9]\\d{9}$')).toBe(true);
    expect(check([f('comInput', 'a', { regList: [{ pattern: '(', message: 'x' }] }), f('comInput', 'b', { regList: [{ pattern: '^(a+)+$' }] })])).toEqual([
      'a：正则表达式不正确',
      'b：正则表达式含有嵌套的重复，可能导致校验过慢',
    ]);
  });

  it('passes a sound form', () => {
    expect(check([f('money', 'price'), f('moneyCapital', 'cap', { props: { moneyField: 'price' } }), f('calculate', 'double', { props: { expression: ['price', '×', 2] } })])).toEqual([]);
  });
});
