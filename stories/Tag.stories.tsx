import type { Story } from '@ladle/react';
import { Tag } from '../design-system/index';
import { Row, Stack } from './layout';

export const Kinds: Story = () => (
  <Row>
    <Tag kind="hot" />
    <Tag kind="new" />
    <Tag kind="promo" />
    <Tag kind="promo">送1.5%</Tag>
    <Tag kind="neutral">维护中</Tag>
  </Row>
);

export const Sizes: Story = () => (
  <Stack gap={8}>
    <Row>
      <Tag kind="hot" size="1" />
      <Tag kind="hot" size="2" />
      <Tag kind="hot" size="3">
        热门
      </Tag>
    </Row>
    <Row>
      <span>河内一分彩</span>
      <Tag kind="hot" size="1" />
      <span>腾讯分分彩</span>
      <Tag kind="new" size="1" />
    </Row>
  </Stack>
);
