export { ChartView, type ChartViewProps } from './ChartView';
export { chartOption, aggregateOf, foldByCategory, type ChartSpec } from './chart-data';
export { chartsBundle } from './i18n';
export { EChart } from './EChart';
