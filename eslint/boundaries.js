// The house rules of ARCHITECTURE.md and ADR 0010 as one lint rule. It resolves each import to a
// file under src/ (relative, or the @/ alias) and checks who may import whom:
// - client code never imports server code, and server code never imports client code;
// - a feature imports another feature only through that feature's contract;
// - the shells (src/server, src/app …) know feature code only through their one module list.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

function zoneOf(file) {
  const rel = path.relative(src, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const feature = /^features\/([^/]+)\/(client|server|contract)(?:\/|\.ts$|$)/.exec(rel);
  if (feature) return { rel, feature: feature[1], side: feature[2] };
  const shell = /^(server|contract|app|components|lib|sync|workers)(?:\/|$)/.exec(rel);
  if (shell) return { rel, feature: null, side: shell[1] === 'server' ? 'server' : shell[1] === 'contract' ? 'contract' : 'client' };
  if (rel === 'main.tsx') return { rel, feature: null, side: 'client' };
  return { rel, feature: null, side: 'other' };
}

function resolve(spec, fromFile) {
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

const LISTS = { server: 'server/features.ts', client: 'app/features.ts' };

function problem(from, to) {
  if (from.side === 'client' && to.side === 'server') return 'Client code must not import server code; use the feature contract.';
  if (from.side === 'server' && to.side === 'client') return 'Server code must not import client code.';
  if (from.feature && Object.values(LISTS).includes(to.rel.replace(/\.ts$/, '') + '.ts'))
    return 'A feature never imports the module list; the shell hands it what it needs (ctx.features, the sync registry).';
  if (to.feature && from.feature && to.feature !== from.feature && to.side !== 'contract')
    return `A feature imports another feature only through its contract (features/${to.feature}/contract).`;
  if (to.feature && !from.feature && to.side !== 'contract' && from.side !== 'other') {
    const list = LISTS[from.side];
    const viaModule = /\/module(\.tsx?)?$/.test(to.rel);
    if (!(list && from.rel === list && viaModule))
      return `The shell knows features only through src/${list ?? 'server/features.ts'} and their module.ts (ADR 0010).`;
  }
  return null;
}

const boundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between shell, features, client and server' } },
  create(context) {
    const fromFile = context.filename;
    const from = zoneOf(fromFile);
    if (!from || /\.test\.tsx?$/.test(fromFile)) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolve(source.value, fromFile);
      const to = target && zoneOf(target);
      const message = to && problem(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { boundaries } };
