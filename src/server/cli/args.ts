import { CliError } from './output';

export interface ParsedArgs {
  positional: string[];
  /** `--name value`, `--name=value`; a flag without a value is `true`. */
  options: Map<string, string | true>;
}

/** Splits `a b --out x --flag --k=v` into positionals and options; `valued` names take the next word. */
export function parseArgs(argv: readonly string[], valued: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    if (eq > 0) {
      options.set(word.slice(2, eq), word.slice(eq + 1));
      continue;
    }
    const name = word.slice(2);
    if (valued.includes(name)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new CliError(`--${name} 需要一个值 (--${name} needs a value)`);
      options.set(name, value);
      i++;
    } else {
      options.set(name, true);
    }
  }
  return { positional, options };
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.options.get(name);
  if (value === true) throw new CliError(`--${name} 需要一个值 (--${name} needs a value)`);
  return value;
}

/** Rejects options the command does not know, so a typo is not silently ignored. */
export function allowOnly(args: ParsedArgs, known: readonly string[]) {
  for (const name of args.options.keys()) {
    if (!known.includes(name)) throw new CliError(`未知选项 --${name} (unknown option)`);
  }
}
