import type { Story } from '@ladle/react';
import { Button, Empty } from '../design-system/index';

export const Default: Story = () => (
  <div style={{ width: 360 }}>
    <Empty />
  </div>
);

export const WithAction: Story = () => (
  <div style={{ width: 360 }}>
    <Empty text="近3天没有充值记录">
      <Button size="1">去充值</Button>
    </Empty>
  </div>
);
