import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../server/context';
import { registerBusinessRecordRoutes } from '../../../server/http/business-record-routes';
import { investmentBody, investmentListQuery, InvestmentMsg } from '../contract';
import { investmentService } from './service';

/** 投资备案 under /api/business/investment (issue 17, ADR 0036). */
export function registerInvestmentRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerBusinessRecordRoutes(app, {
    path: '/business/investment', tags: ['投资备案 Investment'], noun: '备案',
    listSummary: '备案列表（关键词：项目名称、编号、建设地点；状态；规模）',
    listQuery: investmentListQuery, body: investmentBody, submitted: InvestmentMsg.submitted, service: investmentService(ctx),
  });
}
