// Lint: typescript-eslint's recommended rules plus the import directions of STYLE.md,
// checked by a small local rule (zones below) so a wrong-way import fails `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The zone a file belongs to, e.g. 'engine-worker', 'app/features/lottery'. */
function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'app') {
    if (rel[1] === 'features' && rel.length > 3) return `app/features/${rel[2]}`;
    if (rel[1] === 'lib' || rel[1] === 'stores' || rel[1] === 'shell') return `app/${rel[1]}`;
    return 'app';
  }
  return rel[0];
}

const engineForApp = (target) => /^engine-worker\/(client|types)\.ts$/.test(target);
const base = ['contract'];
/** Which zones each zone may import (besides itself). */
const allowed = {
  contract: () => false,
  'engine-worker': (zone) => base.includes(zone),
  'design-system': () => false,
  server: (zone, target) => base.includes(zone) || (zone === 'engine-worker' && !/^(engine-worker\/)(client|worker)\.ts$/.test(target)),
  'app/lib': (zone, target) => [...base, 'design-system'].includes(zone) || engineForApp(target),
  'app/stores': (zone, target) => [...base, 'design-system', 'app/lib'].includes(zone) || engineForApp(target),
  feature: (zone, target) => [...base, 'design-system', 'app/lib', 'app/stores'].includes(zone) || engineForApp(target),
  'app/shell': (zone, target) => zone !== 'server' && (zone.startsWith('app') || [...base, 'design-system'].includes(zone) || engineForApp(target)),
  app: (zone, target) => zone !== 'server' && (zone.startsWith('app') || [...base, 'design-system'].includes(zone) || engineForApp(target)),
  stories: (zone) => zone === 'design-system',
};
/** Packages a zone must not import. */
const forbiddenPackages = {
  'engine-worker': /^(react|react-dom|wouter|valtio|@stitches|socket\.io|echarts|fastify|pg|kysely|@electric-sql)/,
  contract: /^(?!$)/, // contract is types and constants only
  'design-system': /^(wouter|valtio|socket\.io|comlink|fastify)/,
  server: /^(react|react-dom|wouter|valtio|@stitches|echarts)/,
};

const importDirection = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    const rule = from.startsWith('app/features/') ? allowed.feature : allowed[from];
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        const banned = forbiddenPackages[from];
        if (banned && banned.test(spec))
          context.report({ node, message: `${from} must not import the package '${spec}'` });
        // the pure engine never talks to a worker: only its two thin shells use Comlink
        if (from === 'engine-worker' && spec === 'comlink' && !/engine-worker\/(worker|client)\.ts$/.test(file))
          context.report({ node, message: 'only engine-worker/worker.ts and client.ts may import comlink' });
        return;
      }
      const targetFile = path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep).join('/');
      const isFolder = fs.existsSync(path.join(root, targetFile)) && fs.statSync(path.join(root, targetFile)).isDirectory();
      const target = /\.[tj]sx?$/.test(targetFile) ? targetFile : isFolder ? `${targetFile}/index.ts` : `${targetFile}.ts`;
      const to = zoneOf(path.join(root, target));
      if (to === from || !rule) return;
      if (!rule(to, target)) context.report({ node, message: `${from} must not import ${to} (${spec}); see STYLE.md import directions` });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'build', 'build-ladle', 'data', 'test-results', 'playwright-report', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'import-direction': importDirection } } },
    rules: {
      'local/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
