import { DATA_INTERFACE_MSG } from '../contract';

export type SqlDialect = 'sqlite' | 'postgres' | 'mysql';

export class SqlTextError extends Error {}

/**
 * What this reader must agree on with each engine about SQL text: where strings, quoted names and
 * comments begin and end, and how the driver takes parameters. MySQL's rules assume a session
 * without ANSI_QUOTES and NO_BACKSLASH_ESCAPES: its runner turns both off (runner-mysql.ts).
 */
export interface Lexis {
  /** How a bound parameter is written: `?` each time (SQLite, MySQL) or `$n` once per name (PostgreSQL). */
  placeholder: 'question' | 'numbered';
  /** Block comments nest (PostgreSQL). */
  nestedComments: boolean;
  /** `#` starts a line comment (MySQL). */
  hashComments: boolean;
  /** `--` starts a comment only before a blank or the end (MySQL: `5--3` is arithmetic). */
  dashNeedsBlank: boolean;
  /** What "…" is: a quoted name, or a string (MySQL). */
  doubleQuote: 'name' | 'string';
  /** `…` quotes a name (SQLite, MySQL). */
  backticks: boolean;
  /** […] quotes a name (SQLite). */
  brackets: boolean;
  /** Whether a backslash escapes in a string: never, after an E prefix (PostgreSQL), always (MySQL). */
  backslash: 'never' | 'prefixE' | 'always';
  /** $tag$ … $tag$ strings (PostgreSQL). */
  dollarQuotes: boolean;
  /** `@@name` reads a system variable and is copied as it is (MySQL). */
  systemVariables: boolean;
  /** Text the driver or engine would take for a parameter of its own (refused: values only come from @name and {name}). */
  foreignParameter(c: string, next: string | undefined): boolean;
}

const isWordStart = (c: string | undefined) => c !== undefined && /[A-Za-z_]/.test(c);
const isWord = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_$]/.test(c);

export const LEXIS: Record<SqlDialect, Lexis> = {
  sqlite: {
    placeholder: 'question', nestedComments: false, hashComments: false, dashNeedsBlank: false, doubleQuote: 'name', backticks: true, brackets: true,
    backslash: 'never', dollarQuotes: false, systemVariables: false,
    foreignParameter: (c, next) => c === '?' || c === '$' || (c === ':' && isWordStart(next)),
  },
  postgres: {
    placeholder: 'numbered', nestedComments: true, hashComments: false, dashNeedsBlank: false, doubleQuote: 'name', backticks: false, brackets: false,
    backslash: 'prefixE', dollarQuotes: true, systemVariables: false,
    foreignParameter: (c, next) => c === '$' && /\d/.test(next ?? ''),
  },
  mysql: {
    placeholder: 'question', nestedComments: false, hashComments: true, dashNeedsBlank: true, doubleQuote: 'string', backticks: true, brackets: false,
    backslash: 'always', dollarQuotes: false, systemVariables: true,
    // `?` is the driver's; @'x', @"x" and @`x` are user variables, which outlive a statement on its connection.
    foreignParameter: (c, next) => c === '?' || (c === '@' && (next === "'" || next === '"' || next === '`')),
  },
};

/** Words a query interface may not contain outside strings and quoted names (the connection is read-only too). */
const WRITE_WORDS = new Set([
  'insert', 'update', 'delete', 'merge', 'upsert', 'drop', 'alter', 'create', 'truncate', 'grant', 'revoke', 'attach', 'detach', 'pragma',
  'vacuum', 'reindex', 'begin', 'commit', 'rollback', 'savepoint', 'into', 'set_config',
]);
const WRITE_FIRST = new Set(['insert', 'update', 'delete', 'with']);

export interface PreparedSql {
  /** The statement as the engine gets it: comments removed, parameters as ? (SQLite, MySQL) or $n (PostgreSQL). */
  text: string;
  /** Parameter names in the order of the values array the driver takes. */
  order: string[];
  /** The distinct names referred to. */
  names: string[];
  /** Every word and quoted name outside strings and comments, lower-cased (tables a write touches are among them). */
  identifiers: string[];
}

/**
 * Reads the SQL of an interface the way the engine will: strings, quoted names and (PostgreSQL)
 * dollar quotes are copied as they are; comments are dropped, so nothing the engine runs can hide
 * from this reading; `@name` and `{name}` outside them become bound parameters. Refuses a second
 * statement, the driver's own placeholders and, unless `write`, anything but a query.
 */
export function prepareSql(source: string, dialect: SqlDialect, write: boolean): PreparedSql {
  const lexis = LEXIS[dialect];
  let out = '';
  const order: string[] = [];
  const pgIndex = new Map<string, number>();
  const words: string[] = [];
  let ended = false; // a ; was read: only blanks may follow
  let i = 0;
  const n = source.length;
  const fail = (msg: string): never => {
    throw new SqlTextError(msg);
  };
  const param = (name: string) => {
    if (lexis.placeholder === 'question') {
      order.push(name);
      return '?';
    }
    let index = pgIndex.get(name);
    if (index === undefined) {
      order.push(name);
      index = order.length;
      pgIndex.set(name, index);
    }
    return `$${index}`;
  };
  const idents: string[] = [];
  /** Copies a quoted run that ends at `close`, where a doubled `close` stands for itself; a quoted name is remembered. */
  const quoted = (close: string, backslash: boolean, name: boolean) => {
    const start = i;
    i++;
    for (;;) {
      if (i >= n) fail(DATA_INTERFACE_MSG.unclosed);
      const c = source[i]!;
      if (backslash && c === '\\') {
        i += 2;
        continue;
      }
      if (c === close) {
        if (source[i + 1] === close) {
          i += 2;
          continue;
        }
        i++;
        break;
      }
      i++;
    }
    out += source.slice(start, i);
    if (name) idents.push(source.slice(start + 1, i - 1).split(close + close).join(close).toLowerCase());
  };

  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (/\s/.test(c)) {
      out += c;
      i++;
      continue;
    }
    if (ended) fail(DATA_INTERFACE_MSG.oneStatement);
    // A blank or control character (or the end) after `--`: charCodeAt is NaN past the end.
    const blankAfterDashes = !(source.charCodeAt(i + 2) > 32);
    const lineComment = (c === '-' && next === '-' && (!lexis.dashNeedsBlank || blankAfterDashes)) || (c === '#' && lexis.hashComments);
    if (lineComment) {
      while (i < n && source[i] !== '\n') i++;
      out += ' ';
      continue;
    }
    if (c === '/' && next === '*') {
      // PostgreSQL nests block comments, SQLite and MySQL do not. MySQL's /*! … */ runs: dropped, it never reaches the engine.
      let depth = 0;
      do {
        if (i >= n) fail(DATA_INTERFACE_MSG.unclosed);
        if (source[i] === '/' && source[i + 1] === '*' && (depth === 0 || lexis.nestedComments)) {
          depth++;
          i += 2;
        } else if (source[i] === '*' && source[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      } while (depth > 0);
      out += ' ';
      continue;
    }
    if (c === "'" || (c === '"' && lexis.doubleQuote === 'string')) {
      // E'…' (PostgreSQL) takes backslash escapes; its plain strings never do (standard_conforming_strings); MySQL's always do.
      const escaped = lexis.backslash === 'always' || (lexis.backslash === 'prefixE' && /[Ee]/.test(out.slice(-1)) && !isWord(out.slice(-2, -1)));
      quoted(c, escaped, false);
      continue;
    }
    if (c === '"' || (c === '`' && lexis.backticks)) {
      quoted(c, false, true);
      continue;
    }
    if (c === '[' && lexis.brackets) {
      const end = source.indexOf(']', i);
      if (end < 0) fail(DATA_INTERFACE_MSG.unclosed);
      out += source.slice(i, end + 1);
      idents.push(source.slice(i + 1, end).toLowerCase());
      i = end + 1;
      continue;
    }
    if (c === '$' && lexis.dollarQuotes) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(source.slice(i));
      if (tag && !isWord(out.slice(-1))) {
        const end = source.indexOf(tag[0], i + tag[0].length);
        if (end < 0) fail(DATA_INTERFACE_MSG.unclosed);
        out += source.slice(i, end + tag[0].length);
        i = end + tag[0].length;
        continue;
      }
    }
    if (lexis.foreignParameter(c, next)) fail(DATA_INTERFACE_MSG.placeholder);
    if (c === '@' && next === '@' && lexis.systemVariables) {
      const name = /^@@[A-Za-z_][A-Za-z0-9_$.]*/.exec(source.slice(i));
      if (name) {
        out += name[0];
        i += name[0].length;
        continue;
      }
    }
    if (c === '@' && isWordStart(next) && !isWord(out.slice(-1))) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i + 1))![0];
      out += param(name);
      i += 1 + name.length;
      continue;
    }
    if (c === '{') {
      const m = /^\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/.exec(source.slice(i));
      if (m) {
        out += param(m[1]!);
        i += m[0].length;
        continue;
      }
    }
    if (c === ';') {
      ended = true;
      i++;
      continue;
    }
    if (isWordStart(c)) {
      const w = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(source.slice(i))![0];
      words.push(w.toLowerCase());
      out += w;
      i += w.length;
      continue;
    }
    out += c;
    i++;
  }

  const first = words[0];
  if (!first) fail(DATA_INTERFACE_MSG.sqlRequired);
  if (write) {
    if (!WRITE_FIRST.has(first!)) fail(DATA_INTERFACE_MSG.writeKinds);
  } else {
    if (first !== 'select' && first !== 'with') fail(DATA_INTERFACE_MSG.selectOnly);
    const word = words.find((w) => WRITE_WORDS.has(w));
    if (word) fail(DATA_INTERFACE_MSG.writeWord(word));
  }
  return { text: out.trim(), order, names: [...new Set(order)], identifiers: [...new Set([...words, ...idents])] };
}
