/** Where a command writes. The entry point prints to the console; tests collect the lines. */
export interface Output {
  info(line: string): void;
  error(line: string): void;
}

export const consoleOutput: Output = {
  info: (line) => console.info(line),
  error: (line) => console.error(line),
};

/** A failure the operator can act on: printed without a stack, ends the process with `exitCode`. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
    this.name = 'CliError';
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
