import { Fragment, type ReactNode } from 'react';

/*
 * A small Markdown reader for previews: headings, paragraphs, lists, quotes, rules, fenced code,
 * inline code, bold, italic and http(s)/mailto links. Everything becomes React text nodes, so raw
 * HTML in the file is shown as the characters it is, never run or rendered.
 */

const SAFE_LINK = /^(https?:|mailto:)/i;
const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*|__[^_]+__)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/;

function inline(text: string, key = 0): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let k = key;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const token = m[0];
    if (m[1]) out.push(<code key={k++}>{token.slice(1, -1)}</code>);
    else if (m[2]) out.push(<strong key={k++}>{inline(token.slice(2, -2), k * 100)}</strong>);
    else if (m[3]) out.push(<em key={k++}>{inline(token.slice(1, -1), k * 100)}</em>);
    else {
      const [, label = '', href = ''] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token) ?? [];
      out.push(SAFE_LINK.test(href) ? <a key={k++} href={href} target="_blank" rel="noopener noreferrer">{label}</a> : token);
    }
    rest = rest.slice(m.index + token.length);
  }
  if (rest) out.push(rest);
  return out;
}

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'p' | 'quote'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'code'; text: string }
  | { type: 'hr' };

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (!line.trim()) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) blocks.push({ type: 'heading', level: heading[1]!.length, text: heading[2]!.replace(/\s+#+\s*$/, '') });
    else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) blocks.push({ type: 'hr' });
    else if (/^\s*[-*+]\s+/.test(line) || /^\s*\d+[.)]\s+/.test(line)) {
      const ordered = /^\s*\d+[.)]\s+/.test(line);
      const marker = ordered ? /^\s*\d+[.)]\s+/ : /^\s*[-*+]\s+/;
      const items: string[] = [];
      for (; i < lines.length && marker.test(lines[i]!); i++) items.push(lines[i]!.replace(marker, ''));
      i -= 1;
      blocks.push({ type: ordered ? 'ol' : 'ul', items });
    } else if (/^>\s?/.test(line)) {
      const quote: string[] = [];
      for (; i < lines.length && /^>\s?/.test(lines[i]!); i++) quote.push(lines[i]!.replace(/^>\s?/, ''));
      i -= 1;
      blocks.push({ type: 'quote', text: quote.join(' ') });
    } else {
      const para: string[] = [];
      for (; i < lines.length && lines[i]!.trim() && !/^(#{1,6}\s|\s*```|\s*[-*+]\s|\s*\d+[.)]\s|>)/.test(lines[i]!); i++) para.push(lines[i]!.trim());
      i -= 1;
      if (para.length) blocks.push({ type: 'p', text: para.join(' ') });
      else blocks.push({ type: 'p', text: line.trim() });
    }
  }
  return blocks;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="qb-markdown" data-testid="markdown-view">
      {parseMarkdown(source).map((b, i) => {
        switch (b.type) {
          case 'heading': {
            const H = HEADINGS[b.level - 1]!;
            return <H key={i}>{inline(b.text)}</H>;
          }
          case 'p':
            return <p key={i}>{inline(b.text)}</p>;
          case 'quote':
            return <blockquote key={i}>{inline(b.text)}</blockquote>;
          case 'ul':
          case 'ol': {
            const L = b.type;
            return <L key={i}>{b.items.map((item, j) => <li key={j}>{inline(item)}</li>)}</L>;
          }
          case 'code':
            return <pre key={i}><code>{b.text}</code></pre>;
          default:
            return <Fragment key={i}><hr /></Fragment>;
        }
      })}
    </div>
  );
}
