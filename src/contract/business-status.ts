/**
 * A business record approved through a bound flow (ADR 0036) carries its approval's status (SPEC §4
 * flow status), plus 0 for a draft not yet sent: 合同, 投资备案, 采购 share these numbers.
 */
export const BUSINESS_STATUS = { draft: 0, inApproval: 1, approved: 2, rejected: 3, withdrawn: 4, terminated: 5 } as const;

/** A record its owner may still change, send or delete: not in approval, not approved. */
export const isEditableBusinessStatus = (status: number): boolean =>
  status === BUSINESS_STATUS.draft || status === BUSINESS_STATUS.rejected || status === BUSINESS_STATUS.withdrawn || status === BUSINESS_STATUS.terminated;

/** The status a bound flow's change leaves the record in: an instance sent back to the initiator (0) reads as 已驳回. */
export const recordStatusOf = (flowStatus: number): number => (flowStatus === 0 ? BUSINESS_STATUS.rejected : flowStatus);
