// Zod 4 probes `new Function` once to compile fast object parsers. The server's Content-Security-Policy
// (no 'unsafe-eval', src/server/plugins/security-headers.ts) blocks it, and the browser reports the
// blocked probe as a violation even though zod catches it. The client's forms and answers are small:
// zod's interpreter is fast enough, and no violation is reported.
//
// Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod on a page) and
// adopts an object already there. Setting it here, without importing zod, keeps zod itself out of the
// first download: only the lazy pages that validate load it (ADR 0013, sign-in ≤ 150 KB).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
export {};
