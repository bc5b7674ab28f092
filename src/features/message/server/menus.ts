import type { ModuleSeed } from '../../../server/db/module-seeds';
import { MAIL_MODULE, NOTICE_MODULE, TEMPLATE_MODULE } from '../contract';

/**
 * Notices and message templates are administrators' pages under 系统管理; the message centre is the
 * fixed route /messageRecord; 站内信 is everyone's page under 扩展应用 (the files module's directory),
 * at §2's /extend/email. The mailbox itself needs no grant (every user has one): the menu shows the page.
 */
export const messageMenus: ModuleSeed[] = [
  {
    enCode: NOTICE_MODULE, fullName: '公告管理', names: { zhtw: '公告管理', en: 'Notices' }, type: 2, parent: 'system', urlAddress: 'system/notice', icon: 'bell', sortCode: 3,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_release', '发布'], ['btn_withdraw', '撤回'], ['btn_export', '导出']],
    columns: [['title', '标题'], ['type', '类型'], ['status', '状态'], ['creatorUser', '创建人'], ['releaseUser', '发布人'], ['releaseTime', '发布时间'], ['readCount', '已读']],
  },
  {
    enCode: TEMPLATE_MODULE, fullName: '消息模板', names: { zhtw: '訊息範本', en: 'Message templates' }, type: 2, parent: 'system', urlAddress: 'system/messageTemplate', icon: 'message', sortCode: 4,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制']],
    columns: [['fullName', '模板名称'], ['enCode', '模板编码'], ['templateType', '模板类型'], ['messageSource', '消息类型'], ['enabledMark', '状态'], ['creatorTime', '创建时间']],
  },
  {
    enCode: MAIL_MODULE, fullName: '站内信', names: { zhtw: '站內信', en: 'Mail' }, type: 2, parent: 'extend', urlAddress: 'extend/email', icon: 'message', sortCode: 2,
    buttons: [['btn_add', '写邮件'], ['btn_remove', '删除']],
  },
];

/** 站内信 for every demo role that opens the client (SEED=demo), as 文档中心 is. */
export const mailDemoGrants: [role: string, module: string, buttons: string[]][] = ['assetAdmin', 'officeAsset', 'staff'].map((role) => [
  role, MAIL_MODULE, ['btn_add', 'btn_remove'],
]);
