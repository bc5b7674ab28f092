import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `.ci/run` on a clean machine, with apt-get, npm and fc-list replaced by recorders: what it would
 * install. (Chromium is taken as present when /usr/bin/chromium is, as on this machine.)
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function runCi(fonts: string): string[] {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-ci-'));
  dirs.push(bin);
  const log = path.join(bin, 'calls.log');
  const tool = (name: string, body: string) => fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  tool('apt-get', `echo "apt-get $*" >> ${log}`);
  tool('npm', `echo "npm $*" >> ${log}`);
  tool('fc-list', `printf '%s' '${fonts}'`);
  execFileSync('bash', [path.join(ROOT, '.ci/run')], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }, stdio: 'pipe' });
  return fs.readFileSync(log, 'utf8').trim().split('\n');
}

describe('.ci/run', () => {
  it('installs a CJK font when the machine has none, so failure screenshots show Chinese', () => {
    const calls = runCi('');
    const install = calls.find((c) => c.startsWith('apt-get install'));
    expect(install).toMatch(/fonts-noto-cjk/);
    expect(calls.slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });

  it('installs nothing when a CJK font is there', () => {
    const calls = runCi('Noto Sans CJK SC\n');
    expect(calls.some((c) => c.includes('fonts-noto-cjk'))).toBe(false);
    expect(calls.slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });
});
