import type { ModuleSeed } from '../../../server/db/module-seeds';
import { WORKFLOW_MENUS } from '../contract';

export const WORKFLOW_DIRECTORY = 'workFlow';

const engineButtons: [string, string][] = [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制'], ['btn_release', '发布'], ['btn_download', '导出'], ['btn_upload', '导入']];
const taskColumns: [string, string][] = [['fullName', '流程标题'], ['flowName', '流程名称'], ['creatorUserName', '发起人'], ['currentNodeNames', '当前节点'], ['urgent', '紧急程度'], ['status', '状态'], ['startTime', '发起时间']];

/** 工作流程 (SPEC §1): engine, launch, todo, done, circulate, entrust, monitor. */
export const workflowMenus: ModuleSeed[] = [
  { enCode: WORKFLOW_DIRECTORY, fullName: '工作流程', names: { zhtw: '工作流程', en: 'Workflow' }, type: 1, icon: 'git-branch', sortCode: 1100 },
  { enCode: WORKFLOW_MENUS.engine, fullName: '流程设计', names: { zhtw: '流程設計', en: 'Flow design' }, type: 2, parent: WORKFLOW_DIRECTORY, urlAddress: 'workFlow/flowEngine', icon: 'sitemap', sortCode: 1, buttons: engineButtons, columns: [['fullName', '流程名称'], ['enCode', '流程编码'], ['category', '分类'], ['version', '版本'], ['enabledMark', '状态'], ['lastModifyTime', '修改时间']] },
  { enCode: WORKFLOW_MENUS.launch, fullName: '发起流程', names: { zhtw: '發起流程', en: 'Launch' }, type: 2, parent: WORKFLOW_DIRECTORY, urlAddress: 'workFlow/flowLaunch', icon: 'send', sortCode: 2, buttons: [['btn_add', '发起'], ['btn_remove', '删除草稿']], columns: taskColumns },
  { enCode: WORKFLOW_MENUS.todo, fullName: '待办事宜', names: { zhtw: '待辦事宜', en: 'To do' }, type: 2, parent: WORKFLOW_DIRECTORY, urlAddress: 'workFlow/flowTodo', icon: 'checklist', sortCode: 3, columns: taskColumns },
  { enCode: WORKFLOW_MENUS.done, fullName: '已办事宜', names: { zhtw: '已辦事宜', en: 'Done' }, type: 2, parent: WORKFLOW_DIRECTORY, urlAddress: 'workFlow/flowDone', icon: 'circle-check', sortCode: 4, columns: taskColumns },
  { enCode: WORKFLOW_MENUS.circulate, fullName: '抄送事宜', names: { zhtw: '抄送事宜', en: 'Copied to me' }, type: 2, parent: WORKFLOW_DIRECTORY, urlAddress: 'workFlow/flowCirculate', icon: 'mail-opened', sortCode: 5, columns: taskColumns },
  { enCode: WORKFLOW_MENUS.delegate, fullName: '流程委托', names: { zhtw: '流程委託', en: 'Delegation' }, type: 2, parent: WORKFLOW_DIRECTORY, urlAddress: 'workFlow/entrust', icon: 'user-check', sortCode: 6, buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除']] },
  { enCode: WORKFLOW_MENUS.monitor, fullName: '流程监控', names: { zhtw: '流程監控', en: 'Monitor' }, type: 2, parent: WORKFLOW_DIRECTORY, urlAddress: 'workFlow/flowMonitor', icon: 'activity', sortCode: 7, buttons: [['btn_suspend', '挂起'], ['btn_resume', '恢复'], ['btn_terminate', '终止'], ['btn_reassign', '指派']], columns: taskColumns },
];

/** Everyone in the demo launches, approves and delegates; 流程设计 and 流程监控 stay with 超级管理员. */
export const workflowDemoGrants: [role: string, module: string, buttons: string[]][] = ['assetAdmin', 'officeAsset', 'staff'].flatMap((role) => [
  [role, WORKFLOW_MENUS.launch, ['btn_add', 'btn_remove']],
  [role, WORKFLOW_MENUS.todo, []],
  [role, WORKFLOW_MENUS.done, []],
  [role, WORKFLOW_MENUS.circulate, []],
  [role, WORKFLOW_MENUS.delegate, ['btn_add', 'btn_edit', 'btn_remove']],
] as [string, string, string[]][]);
