import { useEffect, useMemo, useState } from 'react';
import { emptyFormSchema } from '@/features/visualdev/contract';
import { newFlowTree, type EngineBody, type EngineInfo, type EngineSummary } from '@/features/workflow/contract';
import { workflowApi } from '../api';
import { fieldsOfSchema, type FormField } from './form-fields';
import { joinVisible, splitVisible, type VisibleSplit } from './visible-split';

/** Everything of a definition but its node tree (the designer keeps that with its undo steps). */
export type Draft = Omit<EngineBody, 'flowTree'>;

/** A new definition: a flow form, everyone may launch. */
export const newDraft = (): Draft => ({
  fullName: '', enCode: '', category: '', icon: 'git-branch', iconBackground: '#1890ff', formType: 2, formId: null, formData: emptyFormSchema(),
  visibleType: 0, visibleIds: [], sortCode: 0, enabledMark: 1, description: '',
});

export const draftOf = (info: EngineInfo): Draft => ({
  fullName: info.fullName, enCode: info.enCode, category: info.category, icon: info.icon, iconBackground: info.iconBackground,
  formType: info.formType, formId: info.formId, formData: info.formData ?? (info.formType === 2 ? emptyFormSchema() : null),
  visibleType: info.visibleType, visibleIds: info.visibleIds, sortCode: info.sortCode, enabledMark: info.enabledMark === 1 ? 1 : 0, description: info.description,
});

/** The tree to start from: the stored one, or start → the initiator's department head. */
export const treeOf = (info: EngineInfo | null): EngineBody['flowTree'] => (info?.flowTree.type === 'start' ? info.flowTree : newFlowTree());

/** The designer's working copy: the definition being edited, the form's fields, who may launch, the flows a sub-flow may name. */
export function useFlowDraft(info: EngineInfo | null) {
  const [draft, setDraft] = useState<Draft>(() => (info ? draftOf(info) : newDraft()));
  // null while a stored list is being sorted into users, roles and organisations (the stored list is kept meanwhile).
  const [split, setVisible] = useState<VisibleSplit | null>(() => (info?.visibleIds.length ? null : { users: [], roles: [], orgs: [] }));
  const visible = split ?? { users: [], roles: [], orgs: [] };
  const [modelFields, setModelFields] = useState<FormField[]>([]);
  const [flows, setFlows] = useState<EngineSummary[]>([]);

  useEffect(() => {
    let live = true;
    void workflowApi.launchable().then((r) => { if (live) setFlows(r.list); }, () => undefined);
    if (info?.visibleIds.length) void splitVisible(info.visibleIds).then((s) => { if (live) setVisible(s); });
    return () => { live = false; };
  }, [info]);

  const { formType, formId } = draft;
  useEffect(() => {
    if (formType !== 1 || !formId) { setModelFields([]); return; }
    let live = true;
    void workflowApi.formFields(formId).then((r) => { if (live) setModelFields(r.list); }, () => undefined);
    return () => { live = false; };
  }, [formType, formId]);

  const fields = useMemo(() => (draft.formType === 1 ? modelFields : fieldsOfSchema(draft.formData)), [draft.formType, draft.formData, modelFields]);
  /** The body to send with the tree: who may launch from the pickers, and only the form the type names. */
  const body = (flowTree: EngineBody['flowTree']): EngineBody => ({
    ...draft,
    flowTree,
    visibleIds: draft.visibleType === 1 ? (split ? joinVisible(split) : draft.visibleIds) : [],
    formId: draft.formType === 1 ? draft.formId : null,
    formData: draft.formType === 2 ? draft.formData : null,
  });
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  return { draft, patch, visible, setVisible, fields, flows, body };
}
