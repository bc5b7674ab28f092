import type { ScreenWidget } from '@/features/datascreen/contract';
import { isImageUrl } from '@/features/datascreen/contract';
import { useScreenT } from '../i18n';
import { CardBody, ChartBody, ClockBody, ImageBody, NoData, TableBody, TextBody } from './bodies';
import { frameStyle } from './frames';
import type { WidgetState } from './widget-data';

/** A widget's body by kind; data kinds show their last rows, or why they have none. */
function Body({ w, state }: { w: ScreenWidget; state: WidgetState | undefined }) {
  const t = useScreenT();
  switch (w.type) {
    case 'text':
      return <TextBody w={w} />;
    case 'clock':
      return <ClockBody w={w} />;
    case 'image':
      return isImageUrl(w.options.url) ? <ImageBody w={w} /> : null;
    case 'decoration':
      return null;
    default: {
      if (!state?.rows) return <NoData text={state?.error ?? t('view.loadingData')} />;
      if (w.type === 'card') return <CardBody w={w} rows={state.rows} />;
      if (w.type === 'table') return <TableBody w={w} rows={state.rows} />;
      return <ChartBody w={w} rows={state.rows} />;
    }
  }
}

const TITLED: readonly ScreenWidget['type'][] = ['chart', 'card', 'table'];

/** One widget at its place on the 1920×1080 canvas, in its frame and layer. */
export function ScreenWidgetView({ w, state }: { w: ScreenWidget; state?: WidgetState | undefined }) {
  const t = useScreenT();
  const titled = TITLED.includes(w.type) && Boolean(w.title);
  return (
    <section
      data-testid="screen-widget" data-widget-type={w.type} data-widget-id={w.id} aria-label={w.title || t(`types.${w.type}`)}
      style={{
        position: 'absolute', left: w.x, top: w.y, width: w.w, height: w.h, zIndex: w.z, boxSizing: 'border-box', overflow: 'hidden',
        display: 'flex', flexDirection: 'column', padding: w.border === 'none' ? 0 : 12, ...(w.background ? { backgroundColor: w.background } : {}), ...frameStyle(w.border),
      }}
    >
      {titled && <h2 style={{ margin: '0 0 8px', fontSize: 22, fontWeight: 600, color: '#7fd3ff', letterSpacing: 1, flex: 'none' }}>{w.title}</h2>}
      {state?.error && state.rows && <span role="status" aria-label={t('view.stale', { msg: state.error })} title={state.error} style={{ position: 'absolute', right: 8, top: 8, width: 10, height: 10, borderRadius: 5, background: '#f59f00' }} />}
      <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <Body w={w} state={state} />
      </div>
    </section>
  );
}
