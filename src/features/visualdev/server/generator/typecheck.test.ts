import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customerModel, orderModel } from './fixtures.test-helper';
import { generateCode } from './index';
import { typeCheck } from './typecheck.test-helper';

describe('generated code type-checks in this project', () => {
  it('a model with a sub-table, calculations, pickers, options, ranges and uploads, and a flat one: zero diagnostics, lint clean', async () => {
    const files = [...generateCode(orderModel(), { now: Date.UTC(2026, 10, 25) }), ...generateCode(customerModel(), { area: 'crm', now: Date.UTC(2026, 10, 25) })];
    const { messages, lint, dir } = await typeCheck(files, { lint: true });
    expect(messages).toEqual([]);
    expect(lint).toEqual([]);
    expect(fs.existsSync(dir)).toBe(false);
  }, 240_000);

  it('reports a broken generated file, and a lint problem', async () => {
    const files = generateCode(customerModel());
    const broken = files.map((f) => (f.path.endsWith('/server/service.ts') ? { ...f, content: f.content.replace('await allowed(auth);', 'await allowed(auth, 42);') } : f))
      .map((f) => (f.path.endsWith('/server/menus.ts') ? { ...f, content: `${f.content}\nconst leftOver = 1;\n` } : f));
    const { messages, lint } = await typeCheck(broken, { lint: true });
    expect(messages.some((m) => m.includes('server/service.ts') && m.includes('number'))).toBe(true);
    expect(lint.some((m) => m.includes('server/menus.ts') && m.includes('no-unused-vars'))).toBe(true);
  }, 240_000);
});
