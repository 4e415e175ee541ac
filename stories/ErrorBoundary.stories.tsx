import type { Story } from '@ladle/react';
import { ErrorBoundary } from '../design-system/index';
import { Stack } from './layout';

/** Throws while rendering, as a broken form or a missing chunk does. */
function Fails({ error }: { error: Error }): never {
  throw error;
}

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 412 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

export const RenderError: Story = () => (
  <div style={{ width: 360 }}>
    <ErrorBoundary title="钱包出错了" message="这一页暂时无法显示，请重试或换一个标签；问题持续时请联系客服。">
      <Fails error={new TypeError("Cannot read properties of null (reading '0')")} />
    </ErrorBoundary>
  </div>
);

export const ChunkNotLoaded: Story = () => (
  <div style={{ width: 360 }}>
    <ErrorBoundary title="页面出错了">
      <Fails error={chunkLoadError()} />
    </ErrorBoundary>
  </div>
);

export const Compact: Story = () => (
  <Stack width={360}>
    <ErrorBoundary compact title="顶部栏出错了" message="顶部栏暂时无法显示，请重试。">
      <Fails error={new Error('render failed')} />
    </ErrorBoundary>
    <ErrorBoundary compact>
      <Fails error={chunkLoadError()} />
    </ErrorBoundary>
  </Stack>
);
