import { describe, expect, it } from 'vitest';
import { visibleEntryCount } from './TopMenu';

describe("top menu overflow into 'More …' at 116 px per entry", () => {
  it('shows every entry when all fit', () => {
    expect(visibleEntryCount(116 * 5, 5)).toBe(5);
  });
  it("keeps one slot for 'More' when they do not", () => {
    expect(visibleEntryCount(116 * 5, 8)).toBe(4);
    expect(visibleEntryCount(116 * 5 + 115, 8)).toBe(4);
  });
  it('a very narrow bar puts everything into More', () => {
    expect(visibleEntryCount(100, 3)).toBe(0);
  });
});
