import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerCache } from '../cache/server-cache';
import type { ServerContext } from '../context';
import type { NamedMigration } from '../db/migration-kit';
import type { ModuleSeed } from '../db/module-seeds';
import type { DeliveredMessage, Notifier, NotifyType } from '../notify';
import type { DB } from '../db/schema';
import type { ScaleDepartment } from '../identity/scale-seed';
import type { ServerJob } from '../jobs/server-job';
import type { AuthContext } from '../plugins/auth';
import type { SocketMethodDef } from '../realtime/methods';
import type { CollectionDef } from '../sync/collections';
import type { AnyServerMutation } from '../sync/mutations';
import type { PrintField, PrintRecord } from '../../contract/print-source';

export interface SeedEnv {
  /** The product version being installed (stored as sysVersion). */
  version: string;
  /** Every module's kinds of scheduled task (the 定时任务 demo gives their built-in tasks a history). */
  jobs: ReadonlyMap<string, ServerJob>;
  /** The workflow engine, for demo records sent through their approval (ADR 0036). */
  flows?: BusinessFlows | undefined;
}

/** What `seed --scale N` hands each module after the shell generated the organisation. */
export interface ScaleEnv {
  count: number;
  /** The generated departments (with their unit), for rows that belong somewhere. */
  departments: ScaleDepartment[];
  now: number;
}

/**
 * Everything a feature brings to the server, in one value its folder exports (`server/module.ts`).
 * `src/server/features.ts` lists the modules once; boot, migrator, seeder and sync registry iterate
 * that list (ADR 0010).
 */
export interface ServerFeatureModule {
  /** The feature folder's name; unique. */
  name: string;
  /** Its tables and their changes; named `YYYY-MM-DD-HHmm-topic`, run in name order across features. */
  migrations?: readonly NamedMigration[];
  /** Menus with their buttons, columns and form fields; added at every start when missing, granted to 超级管理员. */
  menus?: readonly ModuleSeed[];
  /** Demo records, on the first start of an empty database with SEED=demo, after every module's menus exist. */
  demo?(tx: Kysely<DB>, env: SeedEnv): Promise<void>;
  /** Generated rows for `npm run admin -- seed --scale N` (benches, trying the product at scale): counts by kind. */
  scale?(tx: Kysely<DB>, env: ScaleEnv): Promise<Record<string, number>>;
  /** Its HTTP routes, registered under `/api`. */
  routes?(api: FastifyInstance, ctx: ServerContext): void | Promise<void>;
  /** The collections devices pull from it. */
  collections?: readonly CollectionDef[];
  /** The offline writes devices may push to it. */
  mutations?: readonly AnyServerMutation[];
  /** Implements `ctx.notify` for every feature (one module at most: the messages feature, ADR 0019). */
  notifier?(ctx: ServerContext): Notifier;
  /**
   * Carries messages `ctx.notify` delivered to places outside the product (企业微信, 钉钉, ADR 0038):
   * called after the message's commit, in the background; a failure never reaches the sender.
   */
  messagePushers?: readonly MessagePusher[];
  /** The kinds of its records files can be attached to, and who may read those files. */
  fileOwners?: readonly FileOwnerType[];
  /** Kinds of scheduled task it brings (定时任务, ADR 0021); each gets a built-in task. */
  jobs?: readonly ServerJob[];
  /** What it keeps in memory, for 缓存管理 to show and clear (ADR 0021). */
  caches?: readonly ServerCache[];
  /** Methods of the platform socket it answers (SPEC §7, e.g. SendMessage), through the shell's socket route. */
  socketMethods?: readonly SocketMethodDef[];
  /** Kinds of item `POST /api/public/relation/{kind}/{id}` records as opened (SPEC §7; the messages feature owns the route). */
  readRelations?: readonly ReadRelationKind[];
  /** Kinds of its records print templates can be bound to and filled from (打印模板, ADR 0031). */
  printSources?: readonly PrintSource[];
  /** Its records that go through an approval flow (合同, 采购…): the record's status follows its instance (ADR 0036). */
  flowBindings?: readonly FlowBinding[];
  /** Its figures on the workbench (/dashboard, SPEC §7 projectAndContract), by key. */
  workbench?: readonly WorkbenchFigures[];
  /** Launches bound flows for the other features (one module at most: workflow), given every module's bindings. */
  businessFlows?(bindings: ReadonlyMap<string, FlowBinding>): BusinessFlows;
  /** Signed links to files for the other features (one module at most: files). */
  fileLinks?(ctx: ServerContext): FileLinks;
  /** Fixed-asset plans for the other features' approvals (one module at most: assets). */
  assetPlans?(): AssetPlans;
  /** Runs data interfaces for the other features, e.g. 报表 (one module at most: data; ADR 0040). */
  dataInterfaces?(ctx: ServerContext): DataInterfaces;
  /** The id of the portal a user's /home shows, for CurrentUser's userInfo.portalId (one module at most: portal; ADR 0042). */
  homePortal?(ctx: ServerContext): (auth: AuthContext) => Promise<string | null>;
}

/** A data interface as another feature sees it: its name, whether it may be run, its declared parameters. */
export interface DataInterfaceOutline {
  id: string;
  fullName: string;
  enabled: boolean;
  isWrite: boolean;
  params: readonly { field: string; dataType: string; required: boolean; fieldName: string }[];
}

/**
 * The data feature's interfaces for other features (`ctx.features.dataInterfaces`), without importing it:
 * a run goes through the interface's own execution path — values typed by its parameter list and bound
 * as driver parameters, system variables the caller's, row cap and time limit, the call logged.
 */
export interface DataInterfaces {
  /** The interface, or null when there is none with this id. */
  outline(id: string): Promise<DataInterfaceOutline | null>;
  /** Runs an enabled read interface for `auth` (no menu of 数据接口 needed: the calling feature checked its own); logged as `invokType`. */
  run(auth: AuthContext, id: string, values: Readonly<Record<string, unknown>>, invokType: string): Promise<{ rows: Record<string, unknown>[]; truncated: boolean }>;
}

/** A channel outside the product that also receives the notifications users get in-app (ADR 0038). */
export interface MessagePusher {
  /** Unique among pushers (the registry refuses two of one name). */
  name: string;
  push(ctx: ServerContext, message: DeliveredMessage): Promise<void>;
}

/**
 * The files feature's short-lived signed links as another feature hands them out (公文's
 * downLoadOne and previewOne): the reader is checked as the files routes check it — the uploader,
 * or whoever the owner type's feature says may read the record (`fileOwners`).
 */
export interface FileLinks {
  /** A link to the bytes as an attachment (文件不存在 / 没有权限下载该文件 otherwise). */
  download(auth: AuthContext, fileId: string): Promise<{ url: string; name?: string }>;
  /** A link shown in place for what a browser shows safely, else an attachment. */
  preview(auth: AuthContext, fileId: string): Promise<{ url: string; name: string; mimeType: string; previewKind: string }>;
}

/** What the workbench may ask of a module's figures (SPEC §7: contract_purchase, current_user). */
export interface WorkbenchQuery {
  /** Only the caller's own records (owned or created). */
  currentUser: boolean;
  /** Contracts: only those of the purchase type. */
  purchaseOnly: boolean;
}

/** A module's figures on the workbench; null when the caller may not read the module (no menu). */
export interface WorkbenchFigures {
  key: string;
  figures(ctx: ServerContext, auth: AuthContext, q: WorkbenchQuery): Promise<Record<string, number | string> | null>;
}

/**
 * A kind of business record approved through the workflow engine. The engine calls `onStatus` in the
 * transaction of every change of the instance's status (1 审批中, 2 通过, 3 驳回, 4 撤回, 5 终止, 0 退回
 * 发起人), so the record and its instance never disagree.
 */
export interface FlowBinding {
  module: string;
  /** enCode of the published flow the module's records go through (流程设计 may change its steps). */
  flowEnCode: string;
  /**
   * The message that tells the initiator the result, when the record has a page of its own for it
   * (e.g. type 4 opens an investment filing, SPEC §2); without it the message opens the flow's detail.
   */
  resultMessage?: { type: NotifyType };
  /** The sync collections holding the record: devices are told to pull them after each step. */
  collections?: readonly string[];
  onStatus(tx: Kysely<DB>, businessId: string, change: FlowStatusChange): Promise<void>;
}

export interface FlowStatusChange {
  status: number;
  taskId: string;
  now: number;
  /** Other features' services a record's approval may act on, in the same transaction (set by the registry). */
  ports?: BusinessPorts;
}

/** What a bound record's `onStatus` may ask of other features without importing them. */
export interface BusinessPorts {
  assetPlans?: AssetPlans;
}

/** A fixed-asset plan (资产计划登记) as another feature registers it, e.g. 采购 on approval. */
export interface AssetPlanRegistration {
  /** The applying department; its unit is its nearest company. */
  applDeptId: string;
  useUserId: string;
  items: readonly { itemName: string; itemType: string; itemNum: number }[];
  /** Who the plan is registered for (its 登记人). */
  creatorUserId: string;
  now: number;
}

/** The assets feature's plans for other features (one module at most: assets). */
export interface AssetPlans {
  /** Registers a plan with nothing purchased yet in the caller's transaction; answers its id. Throws the plan rules' message when the head or a row is no longer valid. */
  register(tx: Kysely<DB>, plan: AssetPlanRegistration): Promise<string>;
}

/** What a feature sends for approval: its record's values, for the flow's conditions and for the approvers to read. */
export interface BusinessLaunch {
  module: string;
  businessId: string;
  userId: string;
  formData: Record<string, unknown>;
  now: number;
}

/** Messages and pushes of a flow step, run after the commit; opaque to the caller. */
export type FlowEffects = readonly unknown[];

/** The workflow engine as other features see it (`ctx.features.flows`), without importing it. */
export interface BusinessFlows {
  /**
   * Sends a record for approval in the caller's transaction: a new instance of the binding's flow, or
   * the one a rejection returned to the initiator, submitted again. Refuses a record already in approval.
   */
  launch(tx: Kysely<DB>, launch: BusinessLaunch): Promise<{ taskId: string; status: number; effects: FlowEffects }>;
  /** After the commit: the step's messages (todo to the approvers, ended to the initiator). */
  deliver(ctx: ServerContext, effects: FlowEffects): Promise<void>;
  /** Stores and publishes a flow definition (an EngineBody) unless one with its enCode exists. */
  install(tx: Kysely<DB>, definition: unknown, userId: string): Promise<void>;
  /**
   * Of `businessIds` of `module`, those bound to an instance `auth` takes part in — its initiator, an
   * approver who holds or held a task there (or for whom a delegate did), someone it was copied to —
   * or monitors (流程监控). They read the record's values in the flow's form, so the record's
   * feature lets them read its attachments too (`fileOwners`, through `flowParticipantReads`).
   */
  participantOf(ctx: ServerContext, auth: AuthContext, module: string, businessIds: readonly string[]): Promise<Set<string>>;
  /** The open task (of `userId`, or the first) approved or rejected (to the end), as the approval routes do; for demo rows. */
  decide(tx: Kysely<DB>, d: { taskId: string; userId?: string; action: 'approve' | 'reject'; opinion: string; now: number }): Promise<void>;
}

/**
 * One kind of `POST /api/public/relation/{kind}/{id}`: "the signed-in user opened this item". The
 * route records (user, kind, id, time) in the transaction it hands over; `open` marks the item read
 * for the user there and answers its read state, or null when the item is not the user's to read
 * (the route then answers as for a deleted one, revealing nothing). `after` runs after the commit
 * (pushes). A kind no feature declares answers that it is not available yet.
 */
export interface ReadRelationKind {
  kind: string;
  open(ctx: ServerContext, trx: Kysely<DB>, auth: AuthContext, id: string): Promise<{ isRead: boolean; after?: () => Promise<void> } | null>;
}

/**
 * A kind of record print templates bind to (a template's `category`). The print feature asks it for
 * the fields a template may bind and, for a record, the filled values; `load` checks the caller may
 * read each record (menu and data scope) exactly as the feature's own detail does.
 */
export interface PrintSource {
  kind: string;
  names: { zh: string; zhtw: string; en: string };
  fields: readonly PrintField[];
  /** The records' values in the order of `ids`; throws the feature's not-found or forbidden when one may not be read. */
  load(ctx: ServerContext, auth: AuthContext, ids: string[]): Promise<PrintRecord[]>;
}

/**
 * A kind of record files can belong to (a file record's `ownerType`). The files feature asks it who
 * may read the files of some of its records; a feature never imports another's server code, so the
 * question goes through the registry (`ctx.features.fileOwners`).
 */
export interface FileOwnerType {
  ownerType: string;
  /** Of `ownerIds`, the ones `auth` may read (read rights of the feature, data scope included). */
  mayRead(ctx: ServerContext, auth: AuthContext, ownerIds: string[]): Promise<Set<string>>;
  /**
   * Of files whose owner `auth` may not read, the ones it may read all the same, by file (e.g. a
   * forwarded mail's recipient reads the attachments it carries, not the rest of the original's).
   */
  mayReadFiles?(ctx: ServerContext, auth: AuthContext, files: { id: string; ownerId: string }[]): Promise<Set<string>>;
}

export const defineServerModule = (module: ServerFeatureModule): ServerFeatureModule => module;
