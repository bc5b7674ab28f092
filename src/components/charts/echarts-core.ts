// Only the charts and parts the reports use: ECharts' own tree-shaking entry points. This module is
// reached through a dynamic import alone (echarts-loader.ts), so it is a chunk of its own.
import { BarChart, GaugeChart, LineChart, MapChart, PieChart, ScatterChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as core from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

core.use([BarChart, LineChart, PieChart, ScatterChart, GaugeChart, MapChart, AriaComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export const init = core.init;
export const registerMap = core.registerMap;
