/**
 * The demo organisation: fictional test data (the statement dialog says so). Companies hold
 * departments; each department has positions and staff. Names and numbers are invented.
 */
export interface DemoDept {
  code: string;
  name: string;
  positions: string[];
}
export interface DemoCompany {
  code: string;
  name: string;
  parent?: string;
  departments: DemoDept[];
}

export const demoCompanies: DemoCompany[] = [
  {
    code: 'HQ',
    name: '轻办示范集团',
    departments: [
      { code: 'HQ01', name: '总经理办公室', positions: ['总经理', '总经理助理'] },
      { code: 'HQ02', name: '行政办公室', positions: ['办公室主任', '行政专员'] },
      { code: 'HQ03', name: '财务部', positions: ['财务经理', '会计'] },
      { code: 'HQ04', name: '人力资源部', positions: ['人力资源经理', '招聘专员'] },
      { code: 'HQ05', name: '信息技术部', positions: ['技术经理', '系统管理员'] },
    ],
  },
  {
    code: 'EC',
    name: '华东分公司',
    parent: 'HQ',
    departments: [
      { code: 'EC01', name: '综合办公室', positions: ['办公室主任', '行政专员'] },
      { code: 'EC02', name: '仓储部', positions: ['仓储主管', '仓管员'] },
      { code: 'EC03', name: '销售部', positions: ['销售经理', '销售代表'] },
      { code: 'EC04', name: '资产管理部', positions: ['资产主管', '资产专员'] },
    ],
  },
  {
    code: 'SC',
    name: '华南分公司',
    parent: 'HQ',
    departments: [
      { code: 'SC01', name: '综合办公室', positions: ['办公室主任', '行政专员'] },
      { code: 'SC02', name: '仓储部', positions: ['仓储主管', '仓管员'] },
      { code: 'SC03', name: '销售部', positions: ['销售经理', '销售代表'] },
    ],
  },
  {
    code: 'SW',
    name: '西南分公司',
    parent: 'HQ',
    departments: [
      { code: 'SW01', name: '综合办公室', positions: ['办公室主任', '行政专员'] },
      { code: 'SW02', name: '仓储部', positions: ['仓储主管', '仓管员'] },
      { code: 'SW03', name: '工程部', positions: ['工程经理', '工程师'] },
    ],
  },
];

export interface DemoRole {
  enCode: string;
  name: string;
  description: string;
}

export const demoRoles: DemoRole[] = [
  { enCode: 'superAdmin', name: '超级管理员', description: '系统管理员：拥有全部菜单与按钮权限' },
  { enCode: 'assetAdmin', name: '资产管理员', description: '维护资产物品、图片与状态' },
  { enCode: 'officeAsset', name: '办公室固定资产', description: '办公室人员：可跨单位登记资产计划' },
  { enCode: 'staff', name: '普通员工', description: '普通员工' },
];

/** The named demo accounts (README lists them); all sign in with 123456. */
export interface DemoAccount {
  account: string;
  name: string;
  dept: string;
  position: string;
  roles: string[];
  mobile: string;
  isAdministrator?: boolean;
}

export const demoAccounts: DemoAccount[] = [
  { account: 'admin', name: '管理员', dept: 'HQ05', position: '系统管理员', roles: [], mobile: '13800000000', isAdministrator: true },
  { account: 'sysadmin', name: '李静', dept: 'HQ05', position: '系统管理员', roles: ['superAdmin'], mobile: '13800000001' },
  { account: 'assetadmin', name: '王磊', dept: 'EC04', position: '资产主管', roles: ['assetAdmin', 'staff'], mobile: '13800000002' },
  { account: 'office', name: '张敏', dept: 'HQ02', position: '办公室主任', roles: ['officeAsset', 'staff'], mobile: '13800000003' },
  { account: 'wh01', name: '赵强', dept: 'EC02', position: '仓管员', roles: ['staff'], mobile: '13800000004' },
  { account: 'wh02', name: '孙丽', dept: 'SC02', position: '仓管员', roles: ['staff'], mobile: '13800000005' },
  { account: 'logviewer', name: '周洋', dept: 'HQ05', position: '技术经理', roles: ['logViewer'], mobile: '13800000006' },
  { account: 'nomenu', name: '吴新', dept: 'SW03', position: '工程师', roles: [], mobile: '13800000007' },
];

export const demoGroups = [
  { enCode: 'G01', name: '信息化项目组', type: '项目组' },
  { enCode: 'G02', name: '工会委员会', type: '委员会' },
  { enCode: 'G03', name: '安全生产小组', type: '工作组' },
];

export const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
export const givenNames = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '建华', '文', '华', '红', '建国', '志强', '婷', '浩', '宇', '欣怡', '子涵', '晨', '思远', '雨桐', '博文', '佳怡', '俊杰'];

/** Deterministic staff names, so the demo is the same on every machine. */
export function demoStaffNames(count: number): string[] {
  const names = new Set<string>(demoAccounts.map((a) => a.name));
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const name = surnames[(i * 7) % surnames.length]! + givenNames[(i * 11) % givenNames.length]!;
    if (!names.has(name)) {
      names.add(name);
      out.push(name);
    }
  }
  return out;
}
