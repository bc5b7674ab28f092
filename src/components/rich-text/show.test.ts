// @vitest-environment jsdom
// jsdom, not the project's happy-dom: DOMPurify hands happy-dom's parse back unsanitised, as no browser does.
import { describe, expect, it } from 'vitest';
import { keepEditorStyles, sanitiseRichHtml } from './show';

describe('showing a rich-text body', () => {
  it('keeps what the toolbar makes: colours, sizes, alignment, indent', () => {
    const body = '<h2 style="text-align: center">题</h2><p data-indent="2" style="margin-left: 4em"><span style="color: #e60000; font-size: 2.5em">大红</span></p>';
    const shown = sanitiseRichHtml(body);
    expect(shown).toContain('style="text-align: center"');
    expect(shown).toContain('style="margin-left: 4em"');
    expect(shown).toContain('style="color: #e60000; font-size: 2.5em"');
  });

  it('drops scripts, handlers, javascript: links and every other style', () => {
    const shown = sanitiseRichHtml('<p style="position: fixed; background-image: url(https://evil.example/x.png); color: red">x</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">l</a>');
    expect(shown).toBe('<p style="color: red">x</p><img src="x"><a>l</a>');
    expect(keepEditorStyles('color: expression(alert(1)); font-size: var(--x); text-align: left')).toBe('text-align: left');
  });
});
