import type { Story } from '@ladle/react';
import { Button, Icon, IconButton, Tooltip } from '../design-system/index';
import { Row } from './layout';

/** Hover or focus the buttons; Escape hides the tip. */
export const Open: Story = () => (
  <div style={{ paddingTop: 56, width: 360 }}>
    <Row gap={24}>
      <Tooltip content="单注最高奖金 1,960 元" defaultOpen>
        <Button tone="neutral">奖金说明</Button>
      </Tooltip>
      <Tooltip content="刷新余额">
        <IconButton label="刷新">
          <Icon name="refresh" />
        </IconButton>
      </Tooltip>
    </Row>
  </div>
);

export const Bottom: Story = () => (
  <div style={{ paddingBottom: 56, width: 360 }}>
    <Tooltip content="线路切换" placement="bottom" defaultOpen>
      <Button ghost>线路</Button>
    </Tooltip>
  </div>
);
