/** One line per target of issue 10: what is asked, what this run measured, and the same-run baseline. */
export interface TargetLine {
  name: string;
  target: string;
  figure: string;
  baseline: string;
  met: boolean;
}

export function formatTargets(lines: readonly TargetLine[]): string {
  const header = ['target', 'asked', 'measured', 'baseline (same run)', ''];
  const body = lines.map((l) => [l.name, l.target, l.figure, l.baseline, l.met ? 'met' : 'NOT met']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [row(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(row)].join('\n');
}
