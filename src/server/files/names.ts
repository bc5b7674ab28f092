/**
 * File names as users give them: shown, put in Content-Disposition and zip entries, never used as
 * a path (the store is addressed by MD5, records by id).
 */
const MAX_NAME = 255;

/** The last segment of whatever was sent, without control characters, at most 255 characters (keeping the extension). */
export function cleanName(raw: string, fallback = 'file'): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '' || name === '.' || name === '..') return fallback;
  const chars = [...name];
  if (chars.length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 21 ? name.slice(dot) : '';
    name = chars.slice(0, MAX_NAME - [...ext].length).join('') + ext;
  }
  return name;
}

/** RFC 6266 / 5987: an ASCII fallback for old clients and the exact UTF-8 name for every current browser. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
   
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Names for the entries of one zip: the second 名字.txt becomes 名字 (1).txt, the third 名字 (2).txt. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = cleanName(raw);
    const key = (n: string) => n.toLowerCase();
    if (!taken.has(key(name))) {
      taken.add(key(name));
      return name;
    }
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 1; ; n++) {
      const candidate = `${stem} (${n})${ext}`;
      if (!taken.has(key(candidate))) {
        taken.add(key(candidate));
        return candidate;
      }
    }
  });
}
