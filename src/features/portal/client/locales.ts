import { chartsBundle } from '@/components/charts/i18n';

export { bundle } from './i18n';
/** ChartView's strings come with the portal pages (and /home). */
export const extraBundles = [chartsBundle];
