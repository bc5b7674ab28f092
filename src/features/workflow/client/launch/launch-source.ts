import type { UploadedFile } from '@/features/files/contract';
import { defaultValues, type RecordValues } from '@/features/visualdev/contract';
import { walkNodes, type LaunchForm } from '@/features/workflow/contract';
import { workflowApi } from '../api';

/** A new launch of a flow, or a task of the caller's own edited and submitted again (a draft, withdrawn, or rejected back to them). */
export type LaunchTarget = { flowId: string } | { taskId: string };

export interface LaunchStart {
  form: LaunchForm;
  values: RecordValues;
  urgent: 1 | 2 | 3;
  files: UploadedFile[];
  /** Set when editing: 提交 resubmits it (PUT FlowTask/:id). */
  taskId?: string;
  title: string;
}

/**
 * What the launch dialog starts from. An edited task keeps the form version it began on, so it is
 * read from the task's detail (its form, start-node rights and values), not from the flow's latest release.
 */
export async function loadLaunch(target: LaunchTarget): Promise<LaunchStart> {
  if ('flowId' in target) {
    const form = await workflowApi.launchForm(target.flowId);
    return { form, values: defaultValues(form.form), urgent: 1, files: [], title: form.fullName };
  }
  const d = await workflowApi.detail(target.taskId);
  const chooseNodes: LaunchForm['chooseNodes'] = [];
  walkNodes(d.flowTree, (n) => {
    if (n.type === 'approver' && n.assignee.kind === 'initiatorChooses') chooseNodes.push({ nodeId: n.id, name: n.name });
  });
  const infos = await workflowApi.files(d.task.fileIds);
  return {
    form: { flowId: d.task.flowId, fullName: d.task.flowName, version: d.task.versionNo, form: d.form, rights: d.rights, flowTree: d.flowTree, chooseNodes },
    values: d.task.formData,
    urgent: d.task.urgent,
    files: infos.map((f) => ({ name: f.name, fileId: f.fileId, fileSize: f.fileSize, fileExtension: f.fileExtension, fileVersionId: f.fileId, url: f.url })),
    taskId: d.task.id,
    title: d.task.fullName,
  };
}
