import { Card, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PortalHome, PortalWidget } from '@/features/portal/contract';
import type { PortalLists } from '../offline-cache';
import { usePortalT } from '../i18n';
import { CalendarWidget } from './widgets/CalendarWidget';
import { ChartWidget, ReportWidget } from './widgets/DataWidgets';
import { FrameWidget } from './widgets/FrameWidget';
import { LinksWidget } from './widgets/LinksWidget';
import { DocumentsWidget, FiguresWidget, NoticesWidget, TodoWidget } from './widgets/ListWidgets';

/** Height of one grid row (px). */
export const ROW_HEIGHT = 48;
const GAP = 12;

/** Kinds drawn at the widget's own height; the others scroll inside it, so they take the focus to be scrolled with the keyboard. */
const SIZED = new Set<PortalWidget['type']>(['chart', 'iframe']);

export const EMPTY_LISTS: PortalLists = { todo: null, todoCount: null, notices: null, documents: null, figures: null, unread: null };

function WidgetBody({ w, home, lists }: { w: PortalWidget; home: PortalHome; lists: PortalLists }) {
  const inner = w.h * ROW_HEIGHT + (w.h - 1) * GAP - 56;
  switch (w.type) {
    case 'todo': return <TodoWidget lists={lists} limit={w.options.limit} />;
    case 'notices': return <NoticesWidget lists={lists} limit={w.options.limit} />;
    case 'documents': return <DocumentsWidget lists={lists} limit={w.options.limit} />;
    case 'figures': return <FiguresWidget lists={lists} />;
    case 'chart': return <ChartWidget data={home.data[w.i]} height={inner} />;
    case 'report': return <ReportWidget data={home.data[w.i]} />;
    case 'links': return <LinksWidget links={w.options.links} />;
    case 'calendar': return <CalendarWidget lists={lists} />;
    case 'iframe': return <FrameWidget url={w.options.url} title={w.title} hosts={home.frameHosts} height={inner} />;
  }
}

/**
 * A portal: its widgets on the 12-column grid (stacked in reading order on a narrow screen), each a
 * titled region; chart and report widgets draw the server's data, the others the user's lists.
 */
export function PortalView({ home, lists }: { home: PortalHome; lists: PortalLists }) {
  const t = usePortalT();
  const narrow = useMediaQuery('(max-width: 48em)');
  const ordered = [...home.portal.layout].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <div
      data-testid="portal-view" data-portal-id={home.portal.id}
      style={narrow ? { display: 'flex', flexDirection: 'column', gap: GAP } : { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gridAutoRows: ROW_HEIGHT, gap: GAP }}
    >
      {ordered.map((w) => (
        <Card
          key={w.i} withBorder radius="md" padding="sm" component="section" aria-label={w.title || t(`types.${w.type}`)}
          data-testid={`portal-widget-${w.type}`} data-widget-id={w.i} tabIndex={narrow || SIZED.has(w.type) ? undefined : 0}
          style={narrow ? { minHeight: w.h * ROW_HEIGHT } : { gridColumn: `${w.x + 1} / span ${w.w}`, gridRow: `${w.y + 1} / span ${w.h}`, overflow: SIZED.has(w.type) ? 'hidden' : 'auto' }}
        >
          <Stack gap="xs">
            <Title order={3} size="h6">{w.title || t(`types.${w.type}`)}</Title>
            <WidgetBody w={w} home={home} lists={lists} />
          </Stack>
        </Card>
      ))}
    </div>
  );
}
