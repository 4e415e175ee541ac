import type { Story } from '@ladle/react';
import { RedPacketCard } from '../design-system/index';
import { Row } from './layout';

export const States: Story = () => (
  <Row align="flex-start">
    <RedPacketCard title="恭喜发财，大吉大利" kind="拼手气红包" />
    <RedPacketCard title="周末加油" kind="普通红包" state="claimed" />
    <RedPacketCard title="恭喜发财，大吉大利" kind="拼手气红包" state="expired" />
    <RedPacketCard title="手慢无" kind="拼手气红包" state="finished" />
  </Row>
);
