import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../server/context';
import { registerBusinessRecordRoutes } from '../../../server/http/business-record-routes';
import { contractBody, contractListQuery, ContractMsg } from '../contract';
import { contractService } from './service';

/** 合同 under /api/business/contract (issue 17, ADR 0036). */
export function registerContractRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerBusinessRecordRoutes(app, {
    path: '/business/contract', tags: ['合同 Contract'], noun: '合同',
    listSummary: '合同列表（关键词：名称、编号、乙方；状态、类型、签订日期、即将到期）',
    listQuery: contractListQuery, body: contractBody, submitted: ContractMsg.submitted, service: contractService(ctx),
  });
}
