import type { Story } from '@ladle/react';
import { CopyButton } from '../design-system/index';
import { Row } from './layout';

/** Click: 复制成功 for one second. */
export const Idle: Story = () => (
  <Row>
    <span>订单号 CZ202603051021081</span>
    <CopyButton text="CZ202603051021081" />
  </Row>
);

export const Copied: Story = () => (
  <Row>
    <span>收款账号 6222 0000 0000 1234</span>
    <CopyButton text="6222000000001234" defaultCopied duration={60_000} />
  </Row>
);
