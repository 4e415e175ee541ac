import type { Story } from '@ladle/react';
import { Button, Icon } from '../design-system/index';
import { Row, Stack } from './layout';

export const Tones: Story = () => (
  <Row>
    <Button>主要按钮</Button>
    <Button tone="neutral">次要按钮</Button>
    <Button ghost>幽灵按钮</Button>
    <Button tone="danger">删除</Button>
    <Button tone="success">确认收款</Button>
  </Row>
);

export const Sizes: Story = () => (
  <Row>
    <Button size="1">小按钮</Button>
    <Button size="2">中按钮</Button>
    <Button size="3">大按钮</Button>
  </Row>
);

export const Hover: Story = () => (
  <Row>
    <Button forceState="hover">主要按钮</Button>
    <Button tone="neutral" forceState="hover">
      次要按钮
    </Button>
    <Button ghost forceState="hover">
      幽灵按钮
    </Button>
    <Button tone="danger" forceState="hover">
      删除
    </Button>
  </Row>
);

export const Focus: Story = () => (
  <Row>
    <Button forceState="focus">主要按钮</Button>
    <Button tone="neutral" forceState="focus">
      次要按钮
    </Button>
    <Button ghost forceState="focus">
      幽灵按钮
    </Button>
    <Button tone="danger" forceState="focus">
      删除
    </Button>
  </Row>
);

export const Disabled: Story = () => (
  <Row>
    <Button disabled>主要按钮</Button>
    <Button tone="neutral" disabled>
      次要按钮
    </Button>
    <Button ghost disabled>
      幽灵按钮
    </Button>
    <Button tone="danger" disabled>
      删除
    </Button>
  </Row>
);

export const Loading: Story = () => (
  <Row>
    <Button loading>投注中</Button>
    <Button tone="neutral" loading>
      加载中
    </Button>
    <Button tone="danger" loading>
      撤单中
    </Button>
  </Row>
);

export const WithIconAndBlock: Story = () => (
  <Stack width={320}>
    <Row>
      <Button icon={<Icon name="refresh" />}>刷新余额</Button>
      <Button tone="neutral" icon={<Icon name="upload" />}>
        导入
      </Button>
    </Row>
    <Button block size="3">
      立即投注
    </Button>
  </Stack>
);
