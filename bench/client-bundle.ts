/**
 * Gzip size of what the browser downloads for /login and for the shell after sign-in, read from the
 * Vite manifest of a production build (built first when dist/ is missing).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

function loadManifest(): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Every file a set of entries needs before it can render: the static import closure. */
function closure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

const gzipSize = (files: Set<string>) => [...files].reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  const manifest = loadManifest();
  const entry = ['index.html', 'locales/zh.json'];
  const login = closure(manifest, [...entry, 'src/app/login/LoginPage.tsx']);
  const shell = closure(manifest, [...entry, 'src/app/layout/ShellLayout.tsx', 'src/app/layout/MenuRouteGate.tsx', 'src/app/pages/HomePage.tsx']);
  const afterLogin = new Set([...shell.js].filter((f) => !login.js.has(f)));
  console.info(`  /login            JS ${kb(gzipSize(login.js))} gzip in ${login.js.size} files, CSS ${kb(gzipSize(login.css))}`);
  console.info(`  shell (/home)     JS ${kb(gzipSize(shell.js))} gzip in ${shell.js.size} files, CSS ${kb(gzipSize(shell.css))}`);
  console.info(`  shell after login JS ${kb(gzipSize(afterLogin))} gzip more than /login already loaded`);
  const all = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')));
  console.info(`  whole client      JS ${kb(gzipSize(all))} gzip in ${all.size} files (lazy pages included)`);
}
