import { useLayoutEffect, type DependencyList, type Dispatch, type RefObject, type SetStateAction } from 'react';

const MIN_WIDTH = 64;

/** The width the visible buttons of one actions cell take, without the cell's own slack. */
function contentWidth(cell: HTMLElement): number {
  const boxes: DOMRect[] = [];
  for (const child of Array.from(cell.children) as HTMLElement[]) {
    const flex = getComputedStyle(child).display.includes('flex') && child.children.length > 0;
    if (flex) for (const item of Array.from(child.children)) boxes.push(item.getBoundingClientRect());
    else boxes.push(child.getBoundingClientRect());
  }
  const shown = boxes.filter((b) => b.width > 0);
  if (shown.length === 0) return 0;
  return Math.max(...shown.map((b) => b.right)) - Math.min(...shown.map((b) => b.left));
}

/**
 * The row-actions column, pinned right, sized to the widest set of buttons the page shows (they
 * differ by permission, by row and by density); a fixed table layout would otherwise cut them.
 */
export function useFitActionsColumn(container: RefObject<HTMLElement | null>, setWidth: Dispatch<SetStateAction<number | undefined>>, deps: DependencyList): void {
  useLayoutEffect(() => {
    const cells = Array.from(container.current?.querySelectorAll<HTMLElement>('tbody td[data-column-pinned="right"]') ?? []);
    const content = Math.max(0, ...cells.map(contentWidth));
    if (content === 0) return;
    const style = getComputedStyle(cells[0]!);
    const next = Math.max(MIN_WIDTH, Math.ceil(content + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + 2));
    setWidth((w) => (w === next ? w : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what changes the buttons
  }, deps);
}
