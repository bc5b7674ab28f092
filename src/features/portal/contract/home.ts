import type { ChartDef, RunResult } from '../../reports/contract';
import type { PortalInfo } from './definition';

/** A widget's data from the server: its rows, or a refusal for this widget only (the page still shows). */
export type WidgetData =
  | { ok: true; kind: 'chart'; chart: ChartDef; rows: Record<string, unknown>[]; fieldLabels: Record<string, string>; truncated: boolean }
  | { ok: true; kind: 'report'; reportName: string; columns: { field: string; title: string; format: string; align: 'left' | 'center' | 'right' }[]; result: RunResult }
  | { ok: false; msg: string };

/** GET Portal/Home and Portal/{id}/View: the portal and its chart and report widgets' data, fetched at `fetchedAt`. */
export interface PortalHome {
  portal: Pick<PortalInfo, 'id' | 'fullName' | 'enCode' | 'layout'>;
  /** Where it came from: the user's own, one of their roles', the built-in default, or a view by id. */
  source: 'user' | 'role' | 'default' | 'view';
  data: Record<string, WidgetData>;
  /** Iframe addresses allowed besides same-origin (settings). */
  frameHosts: string[];
  fetchedAt: number;
}

