/** rspack config of the stand-alone lottery page (see browser-harness-entry.tsx), built into dist-harness/. */
import { defineConfig } from '@rspack/cli';
import base from '../../rspack.config';

const config = base as Record<string, unknown>;
export default defineConfig({
  ...config,
  entry: { main: './tests/bench/browser-harness-entry.tsx' },
  output: { ...(config.output as object), path: process.env.HARNESS_OUT ?? '/tmp/dist-harness' },
  devServer: { ...(config.devServer as object), port: Number(process.env.HARNESS_PORT ?? 4180) },
});
