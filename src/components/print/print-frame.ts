const FRAME_ATTR = 'data-qb-print-frame';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole document holding `bodyHtml` with its own styles: nothing of the app's page comes along. */
export function printDocument(title: string, css: string, bodyHtml: string, lang = document.documentElement.lang || 'zh-CN'): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${css}</style></head><body>${bodyHtml}</body></html>`;
}

/**
 * Prints a document through the browser from a hidden iframe, so only that document is printed and
 * the app's page stays as it is. The frame is removed after printing (or before the next print,
 * for browsers whose print dialog does not block).
 */
export function printHtml(html: string): Promise<void> {
  for (const old of document.querySelectorAll(`iframe[${FRAME_ATTR}]`)) old.remove();
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute(FRAME_ATTR, '');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
    frame.addEventListener(
      'load',
      () => {
        const win = frame.contentWindow;
        if (!win) {
          frame.remove();
          reject(new Error('print frame unavailable'));
          return;
        }
        win.addEventListener('afterprint', () => frame.remove(), { once: true });
        try {
          win.focus();
          win.print();
          resolve();
        } catch (error) {
          frame.remove();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      { once: true },
    );
    frame.srcdoc = html;
    document.body.appendChild(frame);
  });
}
