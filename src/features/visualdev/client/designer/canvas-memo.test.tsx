import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Sortable from '@dnd-kit/sortable';
import { canvasNode, designerTestLifecycle, order, renderDesigner } from './designer-testing';
import { makeLargeSchema } from './large-schema';

// Counts canvas node renders: every CanvasNode render calls useSortable once.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@dnd-kit/sortable', async (original) => {
  const real = await original<typeof Sortable>();
  return { ...real, useSortable: (args: Parameters<typeof real.useSortable>[0]) => { renders.count++; return real.useSortable(args); } };
});

designerTestLifecycle();

describe('canvas with 200 fields', () => {
  it('re-renders only the edited and selected nodes, not the other 199', () => {
    renderDesigner(makeLargeSchema(200));
    expect(order()).toHaveLength(200);
    fireEvent.click(canvasNode('comInput101'));
    renders.count = 0;
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '客户名称' } });
    expect(screen.getByTestId('node-comInput101').textContent).toContain('客户名称');
    expect(renders.count).toBeGreaterThan(0);
    expect(renders.count).toBeLessThan(5);
    renders.count = 0;
    fireEvent.click(canvasNode('numInput101'));
    expect(renders.count).toBeLessThan(5);
  });
});
