import DOMPurify from 'dompurify';

/** The inline styles the editor makes (and the server keeps), with values that cannot fetch or run anything. */
const STYLE_PROPS = new Set(['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'text-decoration', 'text-align', 'margin-left', 'padding-left']);
const SAFE_VALUE = /^[#\w\s.,%()/-]{1,60}$/;
const UNSAFE_VALUE = /url|expression|image|var\(|attr\(|\\/i;

export function keepEditorStyles(style: string): string {
  return style.split(';').flatMap((decl) => {
    const at = decl.indexOf(':');
    if (at < 0) return [];
    const prop = decl.slice(0, at).trim().toLowerCase();
    const value = decl.slice(at + 1).trim();
    return STYLE_PROPS.has(prop) && SAFE_VALUE.test(value) && !UNSAFE_VALUE.test(value) ? [`${prop}: ${value}`] : [];
  }).join('; ');
}

// An instance of its own, so this hook never changes how other code's DOMPurify calls clean.
let purify: ReturnType<typeof DOMPurify> | null = null;
function instance() {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = keepEditorStyles(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  return purify;
}

/**
 * A stored rich-text body made safe to show (it was cleaned on the server when stored; this is the
 * second line): no scripts, handlers or foreign-scheme links, and of inline styles only what the §9
 * toolbar makes — colours, sizes, alignment, indent — so a body shows as it was written.
 */
export const sanitiseRichHtml = (html: string): string => instance().sanitize(html, { FORBID_TAGS: ['style', 'form'] });
