import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../server/sanitize-html';
import { FONT_SIZES, normaliseLink, richTextExtensions } from './extensions';

let editor: Editor | null = null;
const make = (content: string) => (editor = new Editor({ extensions: richTextExtensions(), content }));
afterEach(() => {
  editor?.destroy();
  editor = null;
});

describe('the rich-text editor\'s extensions (§9 toolbar)', () => {
  it('makes headings 1–6, sizes, colours, lists, indent, alignment, links and images that the server keeps as they are', () => {
    const e = make('<p>一</p><p>二</p><p>三</p><p>四</p><p>五</p>');
    const block = (n: number) => {
      let pos = 0;
      e.state.doc.forEach((node, offset, index) => {
        if (index === n) pos = offset + 1;
      });
      return e.chain().setTextSelection({ from: pos, to: pos + 1 });
    };
    block(0).setHeading({ level: 3 }).setTextAlign('center').run();
    block(1).setFontSize(FONT_SIZES.huge).setColor('#e60000').toggleBold().run();
    block(2).indent().indent().setLink({ href: 'https://example.cn/a' }).run();
    block(3).toggleOrderedList().run();
    block(4).setImage({ src: '/api/file/Image/annexpic/0190e4c1-7a4b-7cde-8f01-23456789abcd.png', alt: 'x' }).run();
    const html = e.getHTML();
    expect(html).toContain('<h3 style="text-align: center;">一</h3>');
    expect(html).toContain('<p><span style="color: #e60000; font-size: 2.5em;"><strong>二</strong></span></p>');
    expect(html).toContain('data-indent="2" style="margin-left: 4em;"');
    expect(html).toContain('<p data-indent="2" style="margin-left: 4em;"><a target="_blank" rel="noopener noreferrer" href="https://example.cn/a">三</a></p>');
    expect(html).toContain('<ol><li><p>四</p></li></ol>');
    expect(html).toContain('<img src="/api/file/Image/annexpic/0190e4c1-7a4b-7cde-8f01-23456789abcd.png" alt="x">');
    // What the server stores (it rewrites whitespace in styles, not meaning) opens as the same document.
    const stored = sanitizeRichText(html);
    expect(stored).not.toBe('');
    const again = new Editor({ extensions: richTextExtensions(), content: stored });
    expect(again.getHTML()).toBe(html);
    again.destroy();
  });

  it('indents list items by nesting them, and never past eight levels elsewhere', () => {
    const e = make('<ul><li><p>甲</p></li><li><p>乙</p></li></ul><p>丙</p>');
    e.chain().setTextSelection(8).indent().run();
    expect(e.getHTML()).toBe('<ul><li><p>甲</p><ul><li><p>乙</p></li></ul></li></ul><p>丙</p>');
    const end = e.state.doc.content.size - 1;
    for (let i = 0; i < 12; i++) e.chain().setTextSelection(end).indent().run();
    expect(e.getHTML()).toContain('<p data-indent="8" style="margin-left: 16em;">丙</p>');
    e.chain().setTextSelection(end).outdent().run();
    expect(e.getHTML()).toContain('data-indent="7"');
  });

  it('reads quill\'s bodies (ql-indent, ql-align) back', () => {
    const e = make('<p class="ql-indent-2">缩进</p>');
    expect(e.getHTML()).toBe('<p data-indent="2" style="margin-left: 4em;">缩进</p>');
  });

  it('links only http, https and mailto; a bare host becomes https', () => {
    expect(normaliseLink('example.cn/x')).toBe('https://example.cn/x');
    expect(normaliseLink(' mailto:a@b.cn ')).toBe('mailto:a@b.cn');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('ftp://x')).toBeNull();
    expect(normaliseLink('  ')).toBeNull();
    const e = make('<p><a href="javascript:alert(1)">坏</a></p>');
    expect(e.getHTML()).toBe('<p>坏</p>');
  });
});
