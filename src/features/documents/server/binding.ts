import { takeBillNumber } from '../../../server/db/bill-numbers';
import type { FlowBinding } from '../../../server/modules/feature-module';
import { DOC_BILL_RULE, DOC_FLOW, DOC_STATUS } from '../contract';
import { docRepository } from './repository';
import { DOC_MODULE } from './service';

/**
 * The document's status follows its approval, in the approval's own transaction (ADR 0036). When
 * the approval passes (签发) the document takes its 文号 from the bill rule doc.send, in that same
 * transaction: a rejected or withdrawn draft never uses a number (ADR 0037). Sent back to the
 * initiator (0) it is 已驳回: editable, to be sent again.
 */
export const docFlowBinding: FlowBinding = {
  module: DOC_MODULE,
  flowEnCode: DOC_FLOW,
  async onStatus(tx, id, { status, taskId, now }) {
    const repo = docRepository(tx);
    const doc = await repo.get(id);
    if (!doc || doc.status === DOC_STATUS.released) return;
    const next = status === 0 ? DOC_STATUS.rejected : status;
    const docNo = next === DOC_STATUS.approved && !doc.docNo ? await takeBillNumber(tx, DOC_BILL_RULE, now) : doc.docNo;
    await repo.update(id, { status: next, flowTaskId: taskId, docNo, lastModifyTime: now });
  },
};
