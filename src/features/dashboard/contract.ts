/** 工作台 (/dashboard, issue 17): the figures of the business modules and the SPEC §7 projectAndContract call. */
import { z } from 'zod';

const flag = z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]).optional().transform((v) => v === '1' || v === 'true');

/** SPEC §7: `contract_purchase` keeps purchase contracts only; `current_user` keeps the caller's own records. */
export const projectAndContractQuery = z.object({ contract_purchase: flag, current_user: flag });

/** Figures by module key (contract, project…); a module the caller may not open is absent. */
export type WorkbenchAnswer = Record<string, Record<string, number | string>>;
