import type { FlowBinding } from '../../../server/modules/feature-module';
import { recordStatusOf } from '../../../contract/business-status';
import { INVESTMENT_COLLECTION, INVESTMENT_FLOW } from '../contract';
import { investmentRepository } from './repository';
import { INVESTMENT_MODULE } from './service';

/**
 * The filing's status follows its approval in the approval's transaction (ADR 0036); sent back to the
 * filer it is 已驳回. The filer hears the result as a type-4 message, which opens the filing's
 * detail at its approval tab (SPEC §2: investmentOver, activeIndex=6).
 */
export const investmentFlowBinding: FlowBinding = {
  module: INVESTMENT_MODULE,
  flowEnCode: INVESTMENT_FLOW,
  resultMessage: { type: 4 },
  collections: [INVESTMENT_COLLECTION],
  async onStatus(tx, id, { status, taskId, now }) {
    await investmentRepository(tx).update(id, { status: recordStatusOf(status), flowTaskId: taskId, lastModifyTime: now });
  },
};
