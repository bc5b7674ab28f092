import { chartsBundle } from '@/components/charts/i18n';

export { bundle } from './i18n';
/** The charts' strings come with the designer and the full-screen view. */
export const extraBundles = [chartsBundle];
