import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { Indent } from './indent';

/** §9 sizes as quill names them, written as font-size (the server keeps both). */
export const FONT_SIZES = { small: '0.75em', large: '1.5em', huge: '2.5em' } as const;
export type FontSizeName = keyof typeof FONT_SIZES;
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
/** Quill's palette, the colours the §9 toolbar offers. */
export const COLOURS = ['#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff', '#888888', '#facccc', '#ffebcc', '#cce8cc', '#cce0f5'] as const;
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

/** What the editor can make: exactly what `sanitizeRichText` on the server keeps (a test holds them together). */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      },
    }),
    TextStyle,
    Color,
    FontSize,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
    Image.configure({ inline: false, allowBase64: true }),
    Indent,
  ];
}

/** http, https and mailto only (what the server keeps); a bare host gets https. */
export function normaliseLink(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  return isAllowedLink(withScheme) ? withScheme : null;
}

function isAllowedLink(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}
