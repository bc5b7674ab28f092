import ts from 'typescript';
import * as zod from 'zod';
import { describe, expect, it } from 'vitest';
import { PAGE } from '../../../../contract/limits';
import * as files from '../../../files/contract';
import { columnData, formSchema, type FormSchema } from '../../contract';
import { customerModel, orderModel } from './fixtures.test-helper';
import { codeAreas, generateCode, GeneratorError, type GenModel } from './index';
import { doc, FEATURE_AREAS, lit } from './names';

type Schema = zod.ZodType;
/** Runs a generated contract.ts (transpiled) with its real imports, so its schemas can be tried. */
function loadContract(model: GenModel): Record<string, Schema & ((...a: unknown[]) => unknown)> {
  const file = generateCode(model).find((f) => f.path.endsWith('/contract.ts'))!;
  const js = ts.transpileModule(file.content, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, never> = {};
  const req = (m: string) => (m === 'zod' ? zod : m.endsWith('contract/limits') ? { PAGE } : m.endsWith('files/contract') ? files : undefined);
  new Function('require', 'exports', js)(req, exports);
  return exports;
}

const file = { name: '合同.pdf', fileId: 'f1', fileSize: 10, fileExtension: 'pdf', fileVersionId: 'v1', url: '/x' };
const validOrder = () => ({
  orderNo: 'SO-1', status: 'draft', tags: ['vip'], channel: '', payWays: [], deposit: null, discount: 90, salesman: 'u1', dept: '', helpers: [],
  period: [1, 2], hours: null, signedAt: null, meetAt: '', contract: [file], photos: [], urgent: 0, stars: null, progress: null, color: '', remark: '',
  detail: '', area: [], kind: '', category: [], items: [{ product: '笔', qty: 2, price: 3.5, unit: 'pcs', deliverAt: null, owner: '' }],
});
const messages = (s: Schema, v: unknown) => {
  const r = s.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('generated contract', () => {
  const c = loadContract(orderModel());
  const body = c.salesOrderBody!;

  it('accepts a complete record and leaves out what the server fills (calculations, creator, bill number)', () => {
    expect(messages(body, validOrder())).toEqual([]);
    const parsed = body.parse({ ...validOrder(), total: 5, creator: 'x', billNo: 'B' }) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('total');
    expect(parsed).not.toHaveProperty('creator');
    expect(parsed).not.toHaveProperty('billNo');
  });

  it('a required field is not optional and says 请输入/请选择/请上传 with its label', () => {
    expect(messages(body, { ...validOrder(), orderNo: '  ' })).toContain('orderNo: 请输入订单号');
    expect(messages(body, { ...validOrder(), discount: null })).toContain('discount: 请输入折扣');
    expect(messages(body, { ...validOrder(), salesman: '' })).toContain('salesman: 请选择业务员');
    expect(messages(body, { ...validOrder(), contract: [] })).toContain('contract: 请上传合同附件');
    expect(messages(body, { ...validOrder(), period: null })).toContain('period: 请选择合同期');
    expect(messages(body, { ...validOrder(), items: [] })).toContain('items: 请添加明细');
  });

  it('an optional field takes its empty value', () => {
    expect(messages(body, { ...validOrder(), deposit: null, signedAt: null, hours: null, remark: '', channel: '' })).toEqual([]);
  });

  it('maxlength, min/max and the pattern rule become checks with their messages', () => {
    expect(messages(body, { ...validOrder(), orderNo: 'A'.repeat(31) })).toContain('orderNo: 订单号不能超过30个字符');
    expect(messages(body, { ...validOrder(), orderNo: 'A'.repeat(30) })).toEqual([]);
    expect(messages(body, { ...validOrder(), remark: 'x'.repeat(501) })).toContain('remark: 备注不能超过500个字符');
    expect(messages(body, { ...validOrder(), discount: 101 })).toContain('discount: 折扣不能大于100');
    expect(messages(body, { ...validOrder(), deposit: -1 })).toContain('deposit: 定金不能小于0');
    expect(messages(body, { ...validOrder(), orderNo: 'so-1' })).toContain('orderNo: 订单号只能是大写字母、数字和-');
    expect(messages(body, { ...validOrder(), stars: 6 })).toContain('stars: 评分不能大于5');
  });

  it('a select with fixed options takes only those (a quote in an option id stays a plain string)', () => {
    expect(messages(body, { ...validOrder(), status: 'other' })).not.toEqual([]);
    expect(messages(body, { ...validOrder(), tags: ["o'k", 'vip'] })).toEqual([]);
    expect(messages(body, { ...validOrder(), tags: ['gold'] })).not.toEqual([]);
    expect(messages(body, { ...validOrder(), channel: 'shop' })).toEqual([]);
  });

  it('sub-table rows are objects checked cell by cell, and the table has its most rows', () => {
    const row = validOrder().items[0]!;
    expect(messages(body, { ...validOrder(), items: [{ ...row, qty: 0 }] })).toContain('items.0.qty: 数量不能小于1');
    expect(messages(body, { ...validOrder(), items: [{ ...row, product: '' }] })).toContain('items.0.product: 请输入产品');
    expect(messages(body, { ...validOrder(), items: Array.from({ length: 51 }, () => row) })).toContain('items: 明细最多50行');
  });

  it('a date range runs forward; files are the upload records', () => {
    expect(messages(body, { ...validOrder(), period: [2, 1] })).toContain('period: 合同期的开始不能晚于结束');
    expect(messages(body, { ...validOrder(), contract: [{ name: 'x' }] })).not.toEqual([]);
  });

  it('the list query sorts only by listed columns and reads the search fields', () => {
    const q = c.salesOrderListQuery!;
    expect(q.parse({ depositFrom: '10', status: 'draft' })).toMatchObject({ currentPage: 1, pageSize: PAGE.defaultSize, depositFrom: 10, status: 'draft', sort: 'desc' });
    expect(q.safeParse({ sidx: 'deposit' }).success).toBe(true);
    expect(q.safeParse({ sidx: 'id; drop table x' }).success).toBe(false);
    expect(q.safeParse({ sidx: 'remark' }).success).toBe(false);
  });

  it('the empty draft starts with the defaults (a switch defaulting on is 1)', () => {
    const flat = loadContract(customerModel());
    expect((flat.emptyCrmCustomer as () => unknown)()).toEqual({ name: '', phone: '', level: null, active: 1 });
    expect(messages(flat.crmCustomerBody!, { name: '', phone: '', level: null, active: 1 })).toContain('name: 请输入名称');
    expect(messages(flat.crmCustomerBody!, { name: '甲', phone: '', level: 6, active: 1 })).toContain('level: 等级不能大于5');
  });
});

describe('generator names', () => {
  const flat = (fields: unknown[], extra: Partial<GenModel> = {}): GenModel => ({
    id: 'm', fullName: '测试', enCode: 'demo', tableName: '', columnData: columnData.parse({}),
    formData: formSchema.parse({ version: 2, fields }) as FormSchema, ...extra,
  });
  const f = (vModel: string, label = '名称') => ({ id: vModel, jnpfKey: 'comInput', vModel, label });

  it('refuses keys, codes, tables and modules that are not safe identifiers, with a message', () => {
    expect(() => generateCode(flat([f('a-b')]))).toThrow(GeneratorError);
    expect(() => generateCode(flat([f('x\'); process.exit(1); //')]))).toThrow(/不能用于生成代码/);
    expect(() => generateCode(flat([f('id')]))).toThrow('字段绑定名id与系统字段重名');
    expect(() => generateCode(flat([f('name'), f('name')]))).toThrow('字段绑定名name重复');
    expect(() => generateCode(flat([f('name')], { enCode: 'a b' }))).toThrow(GeneratorError);
    expect(() => generateCode(flat([f('name')], { tableName: 'x; drop' }))).toThrow('数据表名x; drop不能用于生成代码');
    expect(() => generateCode(flat([f('name')]), { module: 'Bad' })).toThrow(GeneratorError);
    expect(() => generateCode(flat([f('name')]), { area: '../x' })).toThrow(GeneratorError);
    expect(() => generateCode(flat([]))).toThrow('表单中没有可生成的字段');
    const twoTables = [{ id: 't1', jnpfKey: 'table', vModel: 'lines', label: '行', tableName: 'x_lines', children: [f('a')] }, { id: 't2', jnpfKey: 'table', vModel: 'more', label: '更多', tableName: 'x_lines', children: [f('b')] }];
    expect(() => generateCode(flat(twoTables))).toThrow('数据表xLines被使用了两次');
    expect(() => generateCode(flat([{ id: 'c', jnpfKey: 'calculate', vModel: 'c', label: '计算', props: { expression: ['nope', '+', 1] } }]))).toThrow('计算公式「计算」引用的字段nope不存在');
  });

  it('labels enter code only as string literals', () => {
    const label = "名'称\"</x>*/${process.exit()}`";
    const out = generateCode(flat([f('name', label)], { fullName: label })).map((x) => x.content).join('\n');
    expect(out).not.toContain(label);
    expect(out).toContain(lit(label));
    // In doc comments the label's */ is written *\/, so the comment does not end early (the type-check test compiles such a name).
    expect(out).toContain(`/** ${doc(label)}`);
    expect(doc(label)).not.toContain('*/');
  });

  it('a search field whose from/to parameter would take another field\'s name is left out', () => {
    const model = flat([{ ...f('price'), jnpfKey: 'numInput' }, f('priceFrom')], { columnData: columnData.parse({ searchList: [{ prop: 'price', label: '价格', searchType: 3 }, { prop: 'priceFrom', label: '起价', searchType: 2 }] }) });
    const contract = generateCode(model).find((x) => x.path.endsWith('contract.ts'))!.content;
    expect(contract).toContain('priceFrom: z.string().max(100).optional()');
    expect(contract).not.toContain('priceTo:');
  });

  it('places the module under an area or its own folder', () => {
    expect(generateCode(customerModel()).map((x) => x.path)).toContain('src/features/crmcustomer/server/service.ts');
    const paths = generateCode(customerModel(), { area: 'crm', module: 'customer' }).map((x) => x.path);
    expect(paths).toEqual(expect.arrayContaining(['src/features/crm/customer/contract.ts', 'src/features/crm/customer/client/CustomerListPage.tsx', 'src/features/crm/customer/client/CustomerForm.tsx', 'src/features/crm/customer/client/module.ts']));
  });

  it('the areas are this project\'s feature folders, and any other lower-case name', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dirs = fs.readdirSync(path.resolve(import.meta.dirname, '../../..'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect([...FEATURE_AREAS].sort()).toEqual(dirs);
    expect(codeAreas()).toMatchObject({ free: true, list: expect.arrayContaining([{ value: 'print', label: 'print' }]) });
  });
});
