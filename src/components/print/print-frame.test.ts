import { afterEach, describe, expect, it, vi } from 'vitest';
import { printDocument, printHtml } from './print-frame';

const frames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-qb-print-frame]')];
afterEach(() => frames().forEach((f) => f.remove()));

describe('printHtml', () => {
  it('prints the document from a hidden frame, not the page, and removes the frame after printing', async () => {
    const done = printHtml(printDocument('资产标签', 'p{color:red}', '<p id="sheet">ZC202611210001</p>', 'zh-CN'));
    const [frame] = frames();
    expect(frame!.style.visibility).toBe('hidden');
    expect(frame!.getAttribute('aria-hidden')).toBe('true');
    const print = vi.fn();
    frame!.contentWindow!.print = print;
    const pagePrint = vi.fn();
    window.print = pagePrint;
    await done;
    expect(print).toHaveBeenCalledTimes(1);
    expect(pagePrint).not.toHaveBeenCalled();
    expect(frame!.contentDocument!.getElementById('sheet')?.textContent).toBe('ZC202611210001');
    expect(frame!.contentDocument!.title).toBe('资产标签');
    frame!.contentWindow!.dispatchEvent(new Event('afterprint'));
    expect(frames()).toHaveLength(0);
  });

  it('a failing print rejects and leaves no frame; a new print replaces a frame left over', async () => {
    const first = printHtml('<p>one</p>');
    frames()[0]!.contentWindow!.print = () => {
      throw new Error('blocked');
    };
    await expect(first).rejects.toThrow('blocked');
    expect(frames()).toHaveLength(0);

    const second = printHtml('<p>two</p>');
    frames()[0]!.contentWindow!.print = vi.fn();
    await second;
    const third = printHtml('<p>three</p>');
    expect(frames()).toHaveLength(1);
    frames()[0]!.contentWindow!.print = vi.fn();
    await third;
  });

  it('printDocument escapes the title and language', () => {
    expect(printDocument('<b>&', '', '', 'en"x')).toContain('<html lang="en&#34;x"><head><meta charset="utf-8"><title>&#60;b&#62;&#38;</title>');
  });
});
