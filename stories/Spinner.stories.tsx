import type { Story } from '@ladle/react';
import { Spinner } from '../design-system/index';
import { Row } from './layout';

export const Sizes: Story = () => (
  <Row gap={24}>
    <Spinner size="1" />
    <Spinner size="2" />
    <Spinner size="3" />
  </Row>
);

export const WithLabel: Story = () => (
  <Row gap={24}>
    <Spinner showLabel />
    <Spinner showLabel tone="neutral" label="正在匹配收款人" />
  </Row>
);
