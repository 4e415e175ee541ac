import { defineConfig } from '@rspack/cli';
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

const isProd = process.env.NODE_ENV === 'production';
const targets = ['chrome >= 111', 'firefox >= 115', 'safari >= 16.4'];
const serverPort = Number(process.env.PORT ?? 4321);
// Where the production build lists which files each entry and each named lazy chunk needs (read by
// scripts/check-bundle-budget.mjs); beside the server bundle, not in dist/, so it is not served.
const chunkManifest = new URL('./build/client-chunks.json', import.meta.url).pathname;

/** Writes, after a production build, the files of every entry point and named chunk group (lazy routes, the engine worker). */
class ChunkManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkManifestPlugin', (stats) => {
      const { entrypoints = {}, namedChunkGroups = {} } = stats.toJson({ all: false, entrypoints: true, chunkGroups: true });
      const filesOf = (group: { assets?: { name: string }[] }) => (group.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'));
      const groups = Object.fromEntries(Object.entries({ ...namedChunkGroups, ...entrypoints }).map(([name, group]) => [name, filesOf(group)]));
      fs.mkdirSync(path.dirname(chunkManifest), { recursive: true });
      fs.writeFileSync(chunkManifest, `${JSON.stringify({ entry: Object.keys(entrypoints), groups }, null, 2)}\n`);
    });
  }
}

export default defineConfig({
  mode: isProd ? 'production' : 'development',
  target: [`browserslist:${targets.join(',')}` as const],
  entry: { main: './app/main.tsx' },
  output: {
    path: new URL('./dist', import.meta.url).pathname,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    alias: {
      // The client never validates with the contract's schemas: shape-only builders instead of TypeBox (see the file).
      '@sinclair/typebox$': new URL('./app/lib/schema-builders.ts', import.meta.url).pathname,
      // wouter's shim for React before 18 is React's own hook on React 18 and later (see the file).
      'use-sync-external-store/shim/index.js$': new URL('./app/lib/use-sync-external-store.ts', import.meta.url).pathname,
    },
  },
  module: {
    rules: [
      // Our client modules run nothing on import that another module relies on: a module none of whose
      // exports is used is left out, so a chunk that takes Button from the design system's index does
      // not carry FloatingWindow (react-rnd) or VirtualList (react-window) too.
      { test: /[\\/](app|design-system|contract|engine-worker)[\\/]/, exclude: /node_modules/, sideEffects: false },
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: {
          env: { targets },
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProd } },
          },
        },
      },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './app/index.html' }),
    // Files served under fixed names (favicon.ico, favicon.svg): copied as they are.
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'app/public' }] }),
    ...(isProd ? [new ChunkManifestPlugin()] : []),
  ],
  devServer: {
    port: 4173,
    host: '127.0.0.1',
    historyApiFallback: true,
    proxy: [{ context: ['/sso', '/sobet', '/lottery', '/onlineio', '/api'], target: `http://127.0.0.1:${serverPort}`, ws: true }],
  },
});
