import { doc, lit } from './names';
import type { GenPlan } from './plan';

/** server/routes.ts: validate with the contract, one service call, the envelope. */
export function routesFile(plan: GenPlan): string {
  const { name, Name } = plan;
  const C = plan.module.toUpperCase();
  return `import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '${plan.toSrc}contract/codes';
import { envelopeSchema, listPageSchema } from '${plan.toSrc}contract/envelope';
import type { ServerContext } from '${plan.toSrc}server/context';
import { ok } from '${plan.toSrc}server/http/api-error';
import { accessFirst, createGuard } from '${plan.toSrc}server/http/guard';
import { requireAuth } from '${plan.toSrc}server/plugins/auth';
import { ${C}_MODULE, ${name}Body, ${name}IdParams, ${name}IdsBody, ${name}ListQuery, ${name}Record, ${name}Row, ${name}UpdateBody } from '../contract';
import { ${name}Service } from './service';

const tags = [${lit(plan.model.fullName)}];
const base = ${lit(plan.apiBase)};
const nullEnvelope = envelopeSchema(z.null());

export function register${Name}Routes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = ${name}Service(ctx);
  const access = createGuard(ctx);
  const first = (button?: string) => accessFirst((r: FastifyRequest) => access(r, ${C}_MODULE, button));

  app.get(base, {
    preValidation: first(),
    schema: { tags, summary: '列表', querystring: ${name}ListQuery, response: { 200: envelopeSchema(listPageSchema(${name}Row)) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get(\`\${base}/:id\`, {
    preValidation: first(),
    schema: { tags, summary: '详情', params: ${name}IdParams, response: { 200: envelopeSchema(${name}Record) } },
  }, async (req) => ok(await svc.info(requireAuth(req), req.params.id)));

  app.post(base, {
    preValidation: first('btn_add'),
    schema: { tags, summary: '新建', body: ${name}Body, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => ok({ id: await svc.create(requireAuth(req), req.body) }, Msg.created));

  app.put(\`\${base}/:id\`, {
    preValidation: first('btn_edit'),
    schema: { tags, summary: '修改', params: ${name}IdParams, body: ${name}UpdateBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete(\`\${base}/:id\`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '删除', params: ${name}IdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), [req.params.id]);
    return ok(null, Msg.deleted);
  });

  app.post(\`\${base}/Actions/BatchRemove\`, {
    preValidation: first('btn_remove'),
    schema: { tags, summary: '批量删除', body: ${name}IdsBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    await svc.remove(requireAuth(req), req.body.ids);
    return ok(null, Msg.deleted);
  });
}
`;
}

/** server/menus.ts and server/module.ts. */
export function menusFile(plan: GenPlan): string {
  const C = plan.module.toUpperCase();
  const cols = plan.model.columnData.columnList.filter((c) => plan.fields.some((f) => f.key === c.prop));
  return `import type { ModuleSeed } from '${plan.toSrc}server/db/module-seeds';
import { ${C}_MODULE, ${C}_TITLE } from '../contract';

export const ${plan.name}Menus: ModuleSeed[] = [
  {
    enCode: ${C}_MODULE, fullName: ${C}_TITLE, names: { zhtw: ${C}_TITLE, en: ${lit(plan.Name)} }, type: 2, urlAddress: ${lit(plan.urlAddress)}, icon: 'table', sortCode: 100,
    buttons: [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除']],
    columns: [${cols.map((c) => `[${lit(c.prop)}, ${lit(c.label)}]`).join(', ')}],
  },
];
`;
}

export function serverModuleFile(plan: GenPlan): string {
  const { name, Name } = plan;
  return `import { defineServerModule } from '${plan.toSrc}server/modules/feature-module';
import { ${name}Menus } from './menus';
import { ${name}Migrations } from './migrations';
import { register${Name}Routes } from './routes';

/** ${doc(plan.model.fullName)}: generated from the 在线开发 model ${lit(plan.enCode)}; list it in src/server/features.ts. */
export const ${name}Module = defineServerModule({
  name: ${lit(plan.module)},
  migrations: ${name}Migrations,
  menus: ${name}Menus,
  routes: register${Name}Routes,
});
`;
}
