import { chartsBundle } from '@/components/charts/i18n';

export { bundle } from './i18n';
/** ChartView's strings come with the report pages. */
export const extraBundles = [chartsBundle];
