import type { ModuleSeed } from '../../../server/db/module-seeds';
import { DOC_DIRECTORY, DOC_MENU, DOC_PAGE, DOC_RECEIVE_MENU, DOC_RECEIVE_PAGE } from '../contract';

/** 公文管理 (the sender's pages) and 收文 under 业务办公 (the contracts feature brings the directory). */
export const docMenus: ModuleSeed[] = [
  {
    enCode: DOC_MENU, fullName: '公文管理', names: { zhtw: '公文管理', en: 'Official documents' }, type: 2, parent: DOC_DIRECTORY, urlAddress: DOC_PAGE, icon: 'file-text', sortCode: 2,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_submit', '提交审批'], ['btn_release', '发布'], ['btn_download', '下载']],
    columns: [['docNo', '文号'], ['title', '标题'], ['issuingOrg', '发文机关'], ['secretLevel', '密级'], ['urgency', '紧急程度'], ['status', '状态'], ['creatorName', '拟稿人'], ['releasedAt', '发布时间']],
  },
  {
    enCode: DOC_RECEIVE_MENU, fullName: '收文', names: { zhtw: '收文', en: 'Received documents' }, type: 2, parent: DOC_DIRECTORY, urlAddress: DOC_RECEIVE_PAGE, icon: 'mail-opened', sortCode: 3,
    buttons: [['btn_download', '下载']],
    columns: [['docNo', '文号'], ['title', '标题'], ['issuingOrg', '发文机关'], ['urgency', '紧急程度'], ['receivedAt', '接收时间'], ['isRead', '状态']],
  },
];

/** Demo: office staff draft, send and release documents; every member of staff reads and downloads what they receive. */
export const docDemoGrants: [role: string, module: string, buttons: string[]][] = [
  ['officeAsset', DOC_MENU, ['btn_add', 'btn_edit', 'btn_remove', 'btn_submit', 'btn_release', 'btn_download']],
  ['staff', DOC_RECEIVE_MENU, ['btn_download']],
];
