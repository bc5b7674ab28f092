/** The demo's documents (fictional), one per state of 公文管理. */
export interface DemoDoc {
  title: string;
  secretLevel: '普通' | '秘密' | '机密';
  urgency: '普通' | '急' | '特急';
  mainTo: string;
  copyTo: string;
  bodyHtml: string;
  fate: 'draft' | 'sent' | 'approved' | 'released';
  /** Released: to these departments (enCode). */
  releaseTo?: string[];
  /** Released: relayed from the first account to the second, then on to the third. */
  relayChain?: string[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const DEMO_DOCS: DemoDoc[] = [
  {
    title: '关于做好2027年元旦春节期间安全生产工作的通知', secretLevel: '普通', urgency: '急', mainTo: '各分公司、集团各部门', copyTo: '集团领导班子', fate: 'draft',
    bodyHtml: p('各分公司、集团各部门：', '元旦、春节将至，为确保节日期间安全生产形势稳定，现就有关事项通知如下：', '一、落实值班制度，节日期间每日安排专人值守。', '二、开展节前安全检查，重点检查仓库消防与用电安全。'),
  },
  {
    title: '关于调整办公用品领用流程的通知', secretLevel: '普通', urgency: '普通', mainTo: '集团各部门', copyTo: '', fate: 'sent',
    bodyHtml: p('集团各部门：', '为规范办公用品管理，自下月起办公用品统一通过轻办系统申领，由行政办公室每周三集中发放。'),
  },
  {
    title: '关于召开2026年度工作总结会议的通知', secretLevel: '普通', urgency: '普通', mainTo: '集团各部门、各分公司', copyTo: '集团领导班子', fate: 'approved',
    bodyHtml: p('集团各部门、各分公司：', '经研究，定于下月中旬召开2026年度工作总结会议，请各单位提前准备年度工作总结材料。'),
  },
  {
    title: '关于印发《轻办示范集团差旅费管理办法》的通知', secretLevel: '普通', urgency: '急', mainTo: '财务部、华东分公司仓储部', copyTo: '集团各部门', fate: 'released',
    releaseTo: ['HQ03', 'EC02'], relayChain: ['wh01', 'wh02', 'assetadmin'],
    bodyHtml: p('财务部、华东分公司仓储部：', '《轻办示范集团差旅费管理办法》已经集团总经理办公会审议通过，现印发给你们，请认真遵照执行。', '附件：轻办示范集团差旅费管理办法'),
  },
];
