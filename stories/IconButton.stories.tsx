import type { Story } from '@ladle/react';
import { Icon, IconButton } from '../design-system/index';
import { Row } from './layout';

export const Tones: Story = () => (
  <Row>
    <IconButton label="刷新">
      <Icon name="refresh" />
    </IconButton>
    <IconButton label="搜索" tone="brand">
      <Icon name="search" />
    </IconButton>
    <IconButton label="关闭" ghost>
      <Icon name="close" />
    </IconButton>
    <IconButton label="删除" tone="danger">
      <Icon name="close" />
    </IconButton>
    <IconButton label="聊天" round tone="brand">
      <Icon name="chat" />
    </IconButton>
  </Row>
);

export const Sizes: Story = () => (
  <Row>
    <IconButton label="小" size="1">
      <Icon name="plus" size="1" />
    </IconButton>
    <IconButton label="中" size="2">
      <Icon name="plus" />
    </IconButton>
    <IconButton label="大" size="3">
      <Icon name="plus" size="3" />
    </IconButton>
  </Row>
);

export const States: Story = () => (
  <Row>
    <IconButton label="悬停" forceState="hover">
      <Icon name="refresh" />
    </IconButton>
    <IconButton label="聚焦" forceState="focus">
      <Icon name="refresh" />
    </IconButton>
    <IconButton label="禁用" disabled>
      <Icon name="refresh" />
    </IconButton>
    <IconButton label="刷新中" loading>
      <Icon name="refresh" />
    </IconButton>
  </Row>
);
