import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../server/context';
import { registerBusinessRecordRoutes } from '../../../server/http/business-record-routes';
import { purchaseBody, purchaseListQuery, PurchaseMsg } from '../contract';
import { purchaseService } from './service';

/** 采购计划登记 under /api/business/purchase (issue 17, ADR 0036). */
export function registerPurchaseRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerBusinessRecordRoutes(app, {
    path: '/business/purchase', tags: ['采购 Purchase'], noun: '采购计划',
    listSummary: '采购计划列表（关键词：编号、事由、物品名称；状态、申购部门、登记日期）',
    listQuery: purchaseListQuery, body: purchaseBody, submitted: PurchaseMsg.submitted, service: purchaseService(ctx),
  });
}
