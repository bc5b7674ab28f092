import type { FlowBinding } from '../../../server/modules/feature-module';
import { recordStatusOf } from '../../../contract/business-status';
import { CONTRACT_COLLECTION, CONTRACT_FLOW } from '../contract';
import { contractRepository } from './repository';
import { CONTRACT_MODULE } from './service';

/**
 * The contract's status follows its approval, in the approval's own transaction (ADR 0036). An
 * instance sent back to the initiator (0) leaves the contract 已驳回: editable, to be sent again.
 */
export const contractFlowBinding: FlowBinding = {
  module: CONTRACT_MODULE,
  flowEnCode: CONTRACT_FLOW,
  collections: [CONTRACT_COLLECTION],
  async onStatus(tx, id, { status, taskId, now }) {
    await contractRepository(tx).update(id, { status: recordStatusOf(status), flowTaskId: taskId, lastModifyTime: now });
  },
};
