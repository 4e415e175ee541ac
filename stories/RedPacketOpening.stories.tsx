import type { Story } from '@ladle/react';
import { RedPacketOpening } from '../design-system/index';
import { Row } from './layout';

const noop = () => undefined;

export const ReadyAndOpening: Story = () => (
  <Row align="flex-start">
    <RedPacketOpening sender="agent" title="恭喜发财，大吉大利" status="ready" onOpen={noop} onClose={noop} onDetails={noop} />
    <RedPacketOpening sender="agent" title="恭喜发财，大吉大利" status="opening" onClose={noop} />
  </Row>
);

export const Outcomes: Story = () => (
  <Row align="flex-start">
    <RedPacketOpening sender="agent" title="恭喜发财，大吉大利" status="opened" amount="3.27" onClose={noop} onDetails={noop} />
    <RedPacketOpening sender="pla***" title="周末加油" status="expired" expiredAt="2026-11-24 20:15" onClose={noop} onDetails={noop} />
    <RedPacketOpening sender="pla***" title="手慢无" status="finished" onClose={noop} onDetails={noop} />
  </Row>
);
