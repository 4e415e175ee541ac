import type { Story } from '@ladle/react';
import { Badge, Icon, IconButton } from '../design-system/index';
import { Caption, Row, Stack } from './layout';

export const Counts: Story = () => (
  <Stack>
    <Row gap={20}>
      <Badge count={0} />
      <Badge count={0} showZero />
      <Badge count={5} />
      <Badge count={99} />
      <Badge count={100} />
      <Badge count={12345} />
    </Row>
    <Caption>0 不显示（showZero 时显示）；100 及以上显示 99</Caption>
  </Stack>
);

export const OnAButton: Story = () => (
  <Row gap={24}>
    <Badge count={8} label="未读消息">
      <IconButton label="聊天">
        <Icon name="chat" />
      </IconButton>
    </Badge>
    <Badge count={150} label="未读消息">
      <IconButton label="站内信">
        <Icon name="bell" />
      </IconButton>
    </Badge>
    <Badge dot label="有新消息">
      <IconButton label="通知">
        <Icon name="bell" />
      </IconButton>
    </Badge>
  </Row>
);

export const Tones: Story = () => (
  <Row>
    <Badge count={3} tone="danger" />
    <Badge count={3} tone="brand" />
    <Badge count={3} tone="neutral" />
    <Badge count={3} tone="success" />
    <Badge count={3} size="1" />
  </Row>
);
