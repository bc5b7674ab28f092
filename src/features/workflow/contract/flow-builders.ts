/**
 * Builders of flow definitions written in code (the demo's flows, the flows business modules install):
 * plain JSON in the shape `engineBody` checks, so a definition reads as its steps.
 */

/** A form field of a flow's own form (formType 2). */
export const flowField = (vModel: string, jnpfKey: string, label: string, extra: Record<string, unknown> = {}) => ({ id: `f_${vModel}`, vModel, jnpfKey, label, ...extra });

/** Field rights that let every named field be read and none be changed (approvers of a business record). */
export const readOnly = (vModels: readonly string[]): Record<string, 'read'> => Object.fromEntries(vModels.map((v) => [v, 'read' as const]));

/**
 * An approver node: by default the initiator's department head (one level), in order, an empty node
 * going to the administrators, a rejection returning to the initiator.
 */
export const approverNode = (id: string, name: string, extra: Record<string, unknown> = {}, childNode: unknown = null) => ({
  type: 'approver', id, name, assignee: { kind: 'deptHead', ids: [], levels: 1, field: '' }, mode: 'sequential', ratio: 50, emptyRule: 'admin',
  timeoutHours: null, timeoutAction: 'remind', rejectTo: 'initiator', formRights: {}, childNode, ...extra,
});

/** The heads of the initiator's department and of `levels - 1` above it. */
export const deptHeads = (levels: number) => ({ kind: 'deptHead', ids: [], levels, field: '' });
