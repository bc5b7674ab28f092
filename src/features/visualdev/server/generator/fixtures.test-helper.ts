import { columnData, formSchema, type FormSchema } from '../../contract';
import type { GenModel } from './plan';

const field = (jnpfKey: string, vModel: string, label: string, extra: Record<string, unknown> = {}) => ({ id: vModel, jnpfKey, vModel, label, ...extra });

/** 销售订单: a sub-table with a calculated amount, money, user picker, select with options, date range, upload, a calculated total. */
export const orderModel = (): GenModel => ({
  id: 'm-order',
  fullName: '销售订单 */ "quoted"',
  enCode: 'salesOrder',
  tableName: 'crm_sales_order',
  formData: formSchema.parse({
    version: 2,
    fields: [
      {
        id: 'row1', jnpfKey: 'row', label: '', children: [
          field('comInput', 'orderNo', '订单号', { required: true, props: { maxlength: 30 }, regList: [{ pattern: '/^[A-Z0-9-]+$/', message: '订单号只能是大写字母、数字和-' }] }),
          field('select', 'status', '状态', { required: true, props: { source: { dataType: 'static', options: [{ id: 'draft', fullName: '草稿' }, { id: 'done', fullName: '完成' }] } } }),
        ],
      },
      field('select', 'tags', '标签', { props: { multiple: true, source: { dataType: 'static', options: [{ id: 'vip', fullName: 'VIP' }, { id: "o'k", fullName: '特殊"引号' }] } } }),
      field('radio', 'channel', '渠道', { props: { source: { dataType: 'static', options: [{ id: 'web', fullName: '网站' }, { id: 'shop', fullName: '门店' }] } } }),
      field('checkbox', 'payWays', '付款方式', { props: { source: { dataType: 'static', options: [{ id: 'cash', fullName: '现金' }] } } }),
      field('money', 'deposit', '定金', { props: { min: 0, max: 1000000 } }),
      field('numInput', 'discount', '折扣', { required: true, props: { min: 0, max: 100, precision: 1 } }),
      field('userSelect', 'salesman', '业务员', { required: true }),
      field('depSelect', 'dept', '部门'),
      field('userSelect', 'helpers', '协助人', { props: { multiple: true } }),
      field('dateRange', 'period', '合同期', { required: true }),
      field('timeRange', 'hours', '营业时间'),
      field('date', 'signedAt', '签订日期'),
      field('time', 'meetAt', '会面时间'),
      field('uploadFz', 'contract', '合同附件', { required: true, props: { limit: 3 } }),
      field('uploadImg', 'photos', '照片'),
      field('switch', 'urgent', '加急'),
      field('rate', 'stars', '评分', { props: { count: 5 } }),
      field('slider', 'progress', '进度', { props: { min: 0, max: 100 } }),
      field('colorPicker', 'color', '颜色'),
      field('textarea', 'remark', '备注', { props: { maxlength: 500 } }),
      field('editor', 'detail', '详细说明'),
      field('address', 'area', '地区', { props: { level: 3 } }),
      field('dicSelect', 'kind', '类型', { props: { source: { dataType: 'dictionary', dictionaryType: 'orderKind' } } }),
      field('cascader', 'category', '分类', { props: { source: { options: [{ id: 'hw', fullName: '硬件', children: [{ id: 'pc', fullName: '电脑' }] }] } } }),
      field('moneyCapital', 'capital', '大写', { props: { moneyField: 'total' } }),
      {
        ...field('table', 'items', '明细'), required: true, maxRows: 50,
        children: [
          field('comInput', 'product', '产品', { required: true }),
          field('numInput', 'qty', '数量', { required: true, props: { min: 1 } }),
          field('money', 'price', '单价', { required: true }),
          field('calculate', 'amount', '金额', { props: { expression: ['qty', '×', 'price'] } }),
          field('select', 'unit', '单位', { props: { source: { dataType: 'static', options: [{ id: 'pcs', fullName: '个' }] } } }),
          field('date', 'deliverAt', '交货日期'),
          field('userSelect', 'owner', '负责人'),
        ],
      },
      field('calculate', 'total', '合计', { props: { expression: ['items.amount', '-', 'deposit', '÷', 2] } }),
      field('billRule', 'billNo', '单据号', { props: { ruleEnCode: 'order' } }),
      field('createUser', 'creator', '创建人'),
      field('createTime', 'createdAt', '创建时间'),
      field('modifyUser', 'modifier', '修改人'),
      field('modifyTime', 'modifiedAt', '修改时间'),
      field('currOrganize', 'org', '所属组织'),
    ],
  } satisfies Record<string, unknown>) as FormSchema,
  columnData: columnData.parse({
    columnList: [
      { prop: 'orderNo', label: '订单号', sortable: true }, { prop: 'status', label: '状态' }, { prop: 'deposit', label: '定金', sortable: true },
      { prop: 'tags', label: '标签' }, { prop: 'signedAt', label: '签订日期' }, { prop: 'urgent', label: '加急' }, { prop: 'total', label: '合计' },
    ],
    searchList: [{ prop: 'orderNo', label: '订单号', searchType: 2 }, { prop: 'status', label: '状态', searchType: 1 }, { prop: 'deposit', label: '定金', searchType: 3 }, { prop: 'signedAt', label: '签订日期', searchType: 3 }],
    defaultSidx: 'deposit',
  }),
});

/** 客户: flat, no sub-table, default table name. */
export const customerModel = (): GenModel => ({
  id: 'm-customer',
  fullName: '客户',
  enCode: 'crm_customer',
  tableName: '',
  formData: formSchema.parse({
    version: 2,
    fields: [
      field('comInput', 'name', '名称', { required: true, props: { maxlength: 50 } }),
      field('comInput', 'phone', '电话'),
      field('numInput', 'level', '等级', { props: { min: 1, max: 5 } }),
      field('switch', 'active', '有效', { defaultValue: 1 }),
    ],
  }),
  columnData: columnData.parse({ searchList: [{ prop: 'name', label: '名称', searchType: 2 }, { prop: 'level', label: '等级', searchType: 1 }] }),
});
