import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { MapInfo } from '@/features/map/contract';
import { http } from '@/lib/http/client';
import { loadEcharts, type EchartsModule } from './echarts-loader';
import { useChartsT } from './i18n';

const registered = new Set<string>();

/** A map's GeoJSON (地图, by region code), registered with ECharts once per page load. */
async function ensureMap(echarts: EchartsModule, regionCode: string): Promise<string> {
  const name = `region-${regionCode}`;
  if (!registered.has(name)) {
    const info = await http.get<MapInfo>(`/api/system/Map/Region/${encodeURIComponent(regionCode)}`);
    echarts.registerMap(name, JSON.parse(info.geoJson));
    registered.add(name);
  }
  return name;
}

interface Props {
  /** The option, given the registered map's name when `mapId` is set. */
  option(mapName?: string): Record<string, unknown>;
  mapId?: string | null;
  /** A number of pixels, or '100%' to fill its box. */
  height: number | string;
  label: string;
  /** ECharts' built-in theme ('dark' for data screens); the light default otherwise. */
  theme?: 'dark' | null;
}

/**
 * One ECharts instance in a div: ECharts is loaded on demand, the chart follows its box's size
 * (ResizeObserver) and is disposed when the component goes.
 */
export function EChart({ option, mapId, height, label, theme = null }: Props) {
  const t = useChartsT();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<EchartsModule['init']> | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  const optionRef = useRef(option);
  optionRef.current = option;

  useEffect(() => {
    let live = true;
    let observer: ResizeObserver | null = null;
    void (async () => {
      try {
        const echarts = await loadEcharts();
        const mapName = mapId ? await ensureMap(echarts, mapId) : undefined;
        if (!live || !box.current) return;
        const instance = echarts.init(box.current, theme, { renderer: 'canvas' });
        chart.current = instance;
        instance.setOption(optionRef.current(mapName), true);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => instance.resize());
          observer.observe(box.current);
        }
        setState('ready');
      } catch (error) {
        if (live) setState(mapId ? t('mapFailed', { message: error instanceof Error ? error.message : String(error) }) : t('failed'));
      }
    })();
    return () => {
      live = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [mapId, t, theme]);

  // A new option (rows, mapping) redraws the same instance.
  useEffect(() => {
    if (state !== 'ready' || !chart.current) return;
    chart.current.setOption(option(mapId ? `region-${mapId}` : undefined), true);
  }, [option, mapId, state]);

  return (
    <div style={{ position: 'relative', height }}>
      <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: '100%' }} data-testid="echart" />
      {state !== 'ready' && (
        <Center pos="absolute" inset={0}>
          {state === 'loading' ? <Loader role="status" size="sm" aria-label={t('loading')} /> : <Text size="sm" c="red">{state}</Text>}
        </Center>
      )}
    </div>
  );
}
