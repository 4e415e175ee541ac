import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';

const isProd = process.env.NODE_ENV === 'production';
const targets = ['chrome >= 111', 'firefox >= 115', 'safari >= 16.4'];
const serverPort = Number(process.env.PORT ?? 4321);

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
  resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
  module: {
    rules: [
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
  ],
  devServer: {
    port: 4173,
    host: '127.0.0.1',
    historyApiFallback: true,
    proxy: [{ context: ['/sso', '/sobet', '/lottery', '/onlineio', '/api'], target: `http://127.0.0.1:${serverPort}`, ws: true }],
  },
});
