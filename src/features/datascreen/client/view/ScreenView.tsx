import { useCallback, useMemo } from 'react';
import type { ScreenDef } from '@/features/datascreen/contract';
import { ScreenStage } from '../canvas/ScreenStage';
import { useScreenT } from '../i18n';
import { screenApi } from '../screen-api';
import { ScreenWidgetView } from './ScreenWidgetView';
import { useWidgetData } from './use-widget-data';
import { byLayer } from '../design/editing';

/**
 * A screen drawn whole in its box: the canvas scaled to fit, every visible widget in its layer, and
 * the data widgets fed from the saved screen `screenId` on their own timers (none when null).
 */
export function ScreenView({ screen, screenId, name }: { screen: ScreenDef; screenId: string | null; name: string }) {
  const t = useScreenT();
  const fetcher = useCallback((id: string, widgets: string[]) => screenApi.data(id, widgets), []);
  const data = useWidgetData(screenId, screen.widgets, fetcher, t('view.refreshFailed'));
  const visible = useMemo(() => byLayer(screen.widgets).filter((w) => !w.hidden), [screen.widgets]);
  return (
    <ScreenStage screen={screen} testId="screen-canvas" label={t('view.canvas', { name })}>
      {visible.map((w) => <ScreenWidgetView key={w.id} w={w} state={data[w.id]} />)}
    </ScreenStage>
  );
}
