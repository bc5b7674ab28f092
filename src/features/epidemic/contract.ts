/** 疫情防控 (issue 17, SPEC §2 /epidemic/epidemicson): 每日健康打卡, one report per user per day. */
import { z } from 'zod';

/** Everyone reports through this menu; the department view needs the second. */
export const EPIDEMIC_MENU = 'epidemicReport';
export const EPIDEMIC_MANAGE_MENU = 'epidemicManage';
/**
 * The menu's page. SPEC §2's fixed route /epidemic/epidemicson shows the same page; the menu has an
 * address of its own because a menu path equal to a fixed route would render the page twice (the
 * shell's keep-alive host beside the router's outlet).
 */
export const EPIDEMIC_PAGE = 'epidemic/report';
export const EPIDEMIC_MANAGE_PAGE = 'epidemic/manage';
export const EPIDEMIC_ROUTE = '/epidemic/epidemicson';
export const EPIDEMIC_COLLECTION = 'epidemicReports';
export const EPIDEMIC_MUTATIONS = { report: 'epidemic.report' } as const;

/** 健康 / 有发热、咳嗽等症状 / 居家隔离观察 (the client names them per language). */
export const HEALTH_STATES = ['healthy', 'symptom', 'isolated'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const EPIDEMIC_LIMITS = { tempMin: 35, tempMax: 42, travel: 200, note: 200, deptUsers: 5000 } as const;
/** At or above this (℃) a report counts as a fever in the department view. */
export const FEVER_AT = 37.3;

export const EpidemicMsg = {
  tempRequired: '请填写体温',
  tempRange: '体温应在35.0℃至42.0℃之间',
  tempDecimals: '体温最多保留一位小数',
  healthRequired: '请选择健康状况',
  riskRequired: '请选择是否到过中高风险地区',
  travelTooLong: `近期行程不能超过${EPIDEMIC_LIMITS.travel}个字符`,
  noteTooLong: `备注不能超过${EPIDEMIC_LIMITS.note}个字符`,
  dayInvalid: '只能填报当天的健康打卡',
  dateInvalid: '日期格式应为YYYY-MM-DD',
  idInvalid: '打卡编号不合法',
  saved: '打卡成功',
} as const;

const CN_OFFSET = 8 * 3_600_000;
/** The day (China time, YYYY-MM-DD) a moment falls on: what "today's report" means on both sides. */
export const reportDayOf = (ms: number): string => new Date(ms + CN_OFFSET).toISOString().slice(0, 10);
/**
 * A report's id: born on the device from the user and the day, so a report written on two devices,
 * offline or not, is one row and editing today's report replaces it.
 */
export const reportIdOf = (userId: string, day: string): string => `${userId}-${day.replace(/-/g, '')}`;

const oneDecimal = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;
export const dayText = z.string({ error: EpidemicMsg.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, EpidemicMsg.dateInvalid);

/** What a user fills in. */
export const reportBody = z.object({
  temperature: z.number({ error: EpidemicMsg.tempRequired })
    .min(EPIDEMIC_LIMITS.tempMin, EpidemicMsg.tempRange).max(EPIDEMIC_LIMITS.tempMax, EpidemicMsg.tempRange)
    .refine(oneDecimal, EpidemicMsg.tempDecimals),
  healthState: z.enum(HEALTH_STATES, { error: EpidemicMsg.healthRequired }),
  atRiskArea: z.boolean({ error: EpidemicMsg.riskRequired }),
  travel: z.string().trim().max(EPIDEMIC_LIMITS.travel, EpidemicMsg.travelTooLong).default(''),
  note: z.string().trim().max(EPIDEMIC_LIMITS.note, EpidemicMsg.noteTooLong).default(''),
});
export type ReportBody = z.output<typeof reportBody>;
export type ReportInput = z.input<typeof reportBody>;

/** A report from the page or a device: the day it is for and its id (reportIdOf). */
export const reportArgs = z.object({ id: z.string().min(1).max(64), reportDate: dayText, body: reportBody });
export type ReportArgs = z.output<typeof reportArgs>;

/** One report as lists and devices read it (temperature in tenths of a degree: 365 is 36.5℃). */
export interface ReportRow {
  id: string;
  userId: string;
  organizeId: string | null;
  reportDate: string;
  temperatureTenths: number;
  healthState: HealthState;
  /** 1 when the user was in a medium or high risk area. */
  atRiskArea: number;
  travel: string;
  note: string;
  creatorTime: number;
  lastModifyTime: number | null;
}
export const REPORT_COLUMNS: readonly string[] = ['id', 'userId', 'organizeId', 'reportDate', 'temperatureTenths', 'healthState', 'atRiskArea', 'travel', 'note', 'creatorTime', 'lastModifyTime'];

export const mineQuery = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export const deptQuery = z.object({ day: dayText.optional(), organizeId: z.string().max(64).optional() });
export type DeptQuery = z.output<typeof deptQuery>;

export interface DeptPerson { userId: string; realName: string; account: string; organizeName: string }
/** The department view of a day: who reported (with the report) and who has not yet. */
export interface DeptDay {
  day: string;
  reported: (DeptPerson & Omit<ReportRow, 'userId' | 'organizeId'>)[];
  missing: DeptPerson[];
  summary: { total: number; reported: number; missing: number; fever: number; atRisk: number };
}

export const EpidemicApi = {
  reports: '/api/epidemic/report',
  today: '/api/epidemic/report/today',
  dept: '/api/epidemic/dept',
} as const;
