import { z } from 'zod';

// Zod 4 probes `new Function` once to compile fast object parsers. The server's Content-Security-Policy
// (no 'unsafe-eval', src/server/plugins/security-headers.ts) blocks it, and the browser reports the
// blocked probe as a violation even though zod catches it. The client's forms and answers are small:
// zod's interpreter is fast enough, and no violation is reported.
z.config({ jitless: true });
