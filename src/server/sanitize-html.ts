import sanitize from 'sanitize-html';

/**
 * Rich-text bodies (notices, messages, templates, mail) are cleaned before they are stored: what
 * the editor toolbar of SPEC §9 can make survives — headings 1–6, sizes, colours, lists, indent,
 * alignment, links, images — and nothing that runs (script, event handlers, javascript: urls,
 * iframes, forms, styles other than those). The client cleans again when it shows a body (DOMPurify).
 *
 * Links: http, https, mailto. Images: our own file routes (`/api/file/…`) or data: images only,
 * so a body never makes a reader's browser call a foreign host.
 */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i, /^hsla?\(\s*[\d.%\s,/deg]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = /^\d{1,3}(\.\d{1,2})?(px|em|rem|%|pt)$/;
const SIZE = [/^(x{0,2}-small|small|medium|large|x{0,3}-large|smaller|larger)$/, LENGTH];
const IMAGE_SRC = [/^\/api\/file\/[A-Za-z0-9/_.\-%]+(\?[A-Za-z0-9=&_.\-%]*)?$/, /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]+$/];

const TEXT_STYLES = {
  color: COLOR,
  'background-color': COLOR,
  'font-size': SIZE,
  'font-weight': [/^(bold|normal|[1-9]00)$/],
  'font-style': [/^(italic|normal)$/],
  'text-decoration': [/^(underline|line-through|none)$/],
  'text-align': [/^(left|right|center|justify)$/],
  'margin-left': [LENGTH],
  'padding-left': [LENGTH],
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup',
    'mark', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    li: ['data-list'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style', 'class', 'data-indent'],
  },
  // Quill's classes (the §9 toolbar's sizes, alignment and indent) and tiptap's inline styles both work.
  allowedClasses: { '*': [/^ql-(size-(small|large|huge)|align-(center|right|justify)|indent-[1-8]|direction-rtl)$/] },
  allowedStyles: { '*': TEXT_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.some((re) => re.test(frame.attribs.src ?? '')),
  transformTags: {
    // A link opened in a new tab must not hand the page to the opened one.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The text of a body without markup (export cells, search, previews). */
export function richTextToPlain(html: string): string {
  const text = sanitize(html.replace(/<\/(p|div|h[1-6]|li|tr)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(lt|gt|quot|#39|amp);/g, (_m, e: string) => ENTITIES[e]!).replace(/\s+/g, ' ').trim();
}
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
