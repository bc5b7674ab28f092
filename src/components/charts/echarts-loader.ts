import type { ECharts } from 'echarts/core';

export interface EchartsModule {
  init(el: HTMLElement, theme?: string | null, opts?: { renderer?: 'canvas' | 'svg' }): ECharts;
  registerMap(name: string, geoJson: unknown): void;
}

let loading: Promise<EchartsModule> | null = null;

/** ECharts, loaded on the first chart and never in the main bundle (ADR 0040). */
export function loadEcharts(): Promise<EchartsModule> {
  loading ??= import('./echarts-core').then((m) => m as unknown as EchartsModule, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
