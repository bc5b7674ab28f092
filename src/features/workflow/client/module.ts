import { defineClientModule } from '@/app/modules/client-module';

// Collection and mutation names are written out (not imported from the contract) to keep the
// contract's schemas out of the shell's first download; client-modules.test checks they agree.
/** 工作流程 (issue 16, ADR 0034): design, launch, todo/done/CC, delegation, monitor and the detail route; open tasks on the device. */
export const workflowModule = defineClientModule({
  name: 'workflow',
  pages: {
    'workFlow/flowEngine': () => import('./engine/FlowEnginePage'),
    'workFlow/flowLaunch': () => import('./launch/FlowLaunchPage'),
    'workFlow/flowTodo': () => import('./lists/FlowTodoPage'),
    'workFlow/flowDone': () => import('./lists/FlowDonePage'),
    'workFlow/flowCirculate': () => import('./lists/FlowCirculatePage'),
    'workFlow/entrust': () => import('./delegate/FlowDelegatePage'),
    'workFlow/flowMonitor': () => import('./lists/FlowMonitorPage'),
  },
  routes: [{ path: '/workFlowDetail', load: () => import('./detail/WorkFlowDetailPage'), titleKey: 'route.workFlowDetail' }],
  locales: () => import('./locales'),
  device: {
    // Version 10 (issue 16): the caller's open tasks, each with what its page shows.
    tables: { 10: { flowTodos: 'id, taskId' } },
    collections: { flowTodos: { zh: '流程待办', zhtw: '流程待辦', en: 'Approval tasks' } },
    mutations: () => import('./offline/mutations'),
    mutationLabels: {
      'flowTask.approve': { zh: '审批同意', zhtw: '審批同意', en: 'Approve' },
      'flowTask.reject': { zh: '审批驳回', zhtw: '審批駁回', en: 'Reject' },
      'flowTask.comment': { zh: '流程评论', zhtw: '流程評論', en: 'Comment on a flow' },
    },
  },
});
