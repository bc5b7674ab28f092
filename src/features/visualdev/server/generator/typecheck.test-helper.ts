import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import type { GeneratedFile } from './index';

const repo = path.resolve(import.meta.dirname, '../../../../..');

/**
 * Writes files into <repo>/.gen-check-<random>/ with a tsconfig extending the project's, where
 * `rootDirs` and a second `@/*` path let the generated relative and alias imports reach both the
 * generated feature and the project's src; answers the diagnostics of the generated files (and ESLint's
 * messages on them when asked).
 */
export async function typeCheck(files: readonly GeneratedFile[], opts: { lint?: boolean } = {}): Promise<{ messages: string[]; lint: string[]; dir: string }> {
  const dir = path.join(repo, `.gen-check-${randomBytes(6).toString('hex')}`);
  try {
    for (const f of files) {
      const target = path.join(dir, f.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, f.content);
    }
    const tsconfig = {
      extends: '../tsconfig.json',
      compilerOptions: { baseUrl: '.', rootDirs: ['.', '..'], paths: { '@/*': ['src/*', '../src/*'] }, noEmit: true },
      include: ['src'],
    };
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (!parsed) throw new Error('tsconfig not readable');
    const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
    const ours = program.getSourceFiles().filter((sf) => sf.fileName.startsWith(dir.split(path.sep).join('/')));
    const diagnostics = [
      ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(),
      ...ours.flatMap((sf) => [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]),
    ];
    const messages = diagnostics.map((d) => {
      const where = d.file && d.start !== undefined ? `${path.relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    // The project's ESLint rules too (the files as a developer would commit them).
    const lint = opts.lint
      ? (await new ESLint({ cwd: repo, ignore: false }).lintFiles([dir])).flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}:${m.line} ${m.ruleId ?? ''} ${m.message}`))
      : [];
    return { messages, lint, dir };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
