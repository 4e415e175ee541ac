import type { Story } from '@ladle/react';
import { ErrorPanel } from '../design-system/index';
import { Stack } from './layout';

export const Failure: Story = () => (
  <div style={{ width: 360 }}>
    <ErrorPanel message="请求错误" onAction={() => undefined} />
  </div>
);

export const Variants: Story = () => (
  <Stack width={360}>
    <ErrorPanel compact title="近期开奖加载失败" message="服务器繁忙，请稍后再试" onAction={() => undefined} />
    <ErrorPanel compact message="正在重试" loading onAction={() => undefined} />
    <ErrorPanel compact title="页面出错了" message="没有可执行的操作时只显示原因" />
  </Stack>
);

export const NewVersion: Story = () => (
  <div style={{ width: 360 }}>
    <ErrorPanel tone="brand" title="页面已更新" message="网站刚刚发布了新版本，请刷新后继续。" actionLabel="刷新" onAction={() => undefined} />
  </div>
);
