/**
 * A production build of the client in a temporary directory, read through Vite's manifest (static
 * import closures of entries), the worker files the manifest does not list, and the service
 * worker's precache list. Sizes are gzip level 9 of each file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSet {
  files: Set<string>;
  gzip: number;
}

const root = path.resolve(import.meta.dirname, '../..');

export class ClientBuild {
  private constructor(readonly dir: string, private readonly manifest: Manifest) {}

  /** Builds the client as it is now (never a stale dist/): ~10 s. */
  static build(): ClientBuild {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-bench-client-'));
    execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    return new ClientBuild(dir, JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest);
  }

  /** An existing build (e.g. one kept from before a change, to compare). */
  static open(dir: string): ClientBuild {
    return new ClientBuild(dir, JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest);
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  gzipOf(file: string): number {
    return zlib.gzipSync(fs.readFileSync(path.join(this.dir, file)), { level: 9 }).length;
  }

  private measure(files: Set<string>): FileSet {
    return { files, gzip: [...files].reduce((sum, f) => sum + this.gzipOf(f), 0) };
  }

  /** A manifest key by chunk name, for chunks Vite keys by hash (shared chunks, node_modules paths). */
  keyNamed(test: (key: string, chunk: ManifestChunk) => boolean): string {
    const key = Object.keys(this.manifest).find((k) => test(k, this.manifest[k]!));
    if (!key) throw new Error('no such chunk in the build manifest');
    return key;
  }

  /** The JS files the browser needs before these entries run: their static import closure. */
  closure(keys: readonly string[], without: FileSet = { files: new Set(), gzip: 0 }): FileSet {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return this.measure(new Set([...files].filter((f) => !without.files.has(f))));
  }

  /** Every JS file of the build, the workers included (Vite's manifest does not list them). */
  allJs(): FileSet {
    const files = fs.readdirSync(path.join(this.dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
    return this.measure(new Set(files));
  }

  workers(): FileSet {
    return this.measure(new Set([...this.allJs().files].filter((f) => /\.worker-[\w-]+\.js$/.test(f))));
  }

  /** The service worker's precache list, as written into sw.js: every url, repeats kept. */
  precache(): { urls: string[]; unique: FileSet; raw: number } {
    const sw = fs.readFileSync(path.join(this.dir, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
    const unique = this.measure(new Set(urls));
    const raw = [...unique.files].reduce((sum, f) => sum + fs.statSync(path.join(this.dir, f)).size, 0);
    return { urls, unique, raw };
  }

  wasm(): FileSet {
    return this.measure(new Set(fs.readdirSync(path.join(this.dir, 'assets')).filter((f) => f.endsWith('.wasm')).map((f) => `assets/${f}`)));
  }
}

/**
 * The same-run baseline: a bare React page ("hello" rendered by react-dom) built by the same Vite
 * with the same target, gzip. The least any page of ours can load.
 */
export async function bareReactPageGzip(): Promise<number> {
  const { build } = await import('vite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-bench-react-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
    fs.writeFileSync(path.join(dir, 'main.js'), "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));\n");
    await build({
      configFile: false, root: dir, logLevel: 'error',
      resolve: { alias: { react: path.join(root, 'node_modules/react'), 'react-dom': path.join(root, 'node_modules/react-dom') } },
      build: { outDir: path.join(dir, 'dist'), target: 'es2022' },
    });
    const assets = path.join(dir, 'dist', 'assets');
    return fs.readdirSync(assets).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
