import { defineClientModule } from '@/app/modules/client-module';

/** 地图 (ADR 0031): GeoJSON outlines per region. */
export const mapModule = defineClientModule({
  name: 'map',
  pages: { 'system/map': () => import('./MapPage') },
  locales: () => import('./i18n'),
});
