/**
 * What the browser downloads: the sign-in page before and after its first paint, the shell after
 * sign-in, the whole client (menu-search worker included) and the service worker's precache, from a
 * fresh production build. Beside them the same run's baseline: a bare React page, gzip. Prints; never asserts.
 */
import { bareReactPageGzip, ClientBuild, type FileSet } from './lib/client-build';

const LOGIN_TARGET_KB = 150;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (label: string, value: string, note = '') => console.info(`  ${label.padEnd(44)} ${value.padEnd(30)} ${note}`);
const js = (set: FileSet) => `JS ${kb(set.gzip)} gzip in ${set.files.size} files`;

export async function run(): Promise<void> {
  const build = ClientBuild.build();
  try {
    const react = await bareReactPageGzip();
    const times = (set: FileSet) => `${(set.gzip / react).toFixed(1)} × bare React page`;
    line('baseline: a bare React page, same build', `JS ${kb(react)} gzip`);

    // A start without a session: index.html, its locale, the sign-in screen (no router, no shell).
    const login = build.closure(['index.html', 'locales/zh.json', 'src/app/login/SignInScreen.tsx']);
    const afterPaint = build.closure(
      [
        'src/app/NotificationsHost.tsx',
        'src/app/layout/UpdatePrompt.tsx',
        build.keyNamed((k) => k.includes('workbox-window')),
        build.keyNamed((_, c) => c.name === 'LanguageMenu'),
      ],
      login,
    );
    line('/login first paint', js(login), `target ≤ ${LOGIN_TARGET_KB} KB ${login.gzip <= LOGIN_TARGET_KB * 1024 ? 'met' : 'NOT met'} · ${times(login)}`);
    line('  then, after the first paint', `+${js(afterPaint)}`, 'toasts, update prompt, language menu');

    const shell = build.closure(['index.html', 'locales/zh.json', 'src/app/routing/RoutedApp.tsx', 'src/app/layout/ShellLayout.tsx', 'src/app/layout/MenuRouteGate.tsx', 'src/app/pages/HomePage.tsx']);
    line('shell (/home) with a session', js(shell), times(shell));
    line('  of which not on /login', `+${kb(build.closure(['src/app/routing/RoutedApp.tsx', 'src/app/layout/ShellLayout.tsx', 'src/app/layout/MenuRouteGate.tsx', 'src/app/pages/HomePage.tsx'], login).gzip)}`);

    const all = build.allJs();
    const workers = build.workers();
    line('whole client', js(all), `lazy pages and workers (${kb(workers.gzip)}) included`);

    const precache = build.precache();
    const repeats = precache.urls.length - precache.unique.files.size;
    const wasmPrecached = [...precache.unique.files].filter((f) => f.endsWith('.wasm')).length;
    line('service worker precache', `${precache.unique.files.size} files, ${kb(precache.unique.gzip)} gzip`, `${kb(precache.raw)} raw · listed twice: ${repeats} · wasm: ${wasmPrecached}`);
    const wasm = build.wasm();
    line('  not precached: barcode reader wasm', `${kb(wasm.gzip)} gzip`, 'kept by a stocktake download');
  } finally {
    build.remove();
  }
}
