import type { Story } from '@ladle/react';
import { RedPacketOpening } from './RedPacketOpening';

// A wrapping row aligned at the top, as stories/layout.tsx's Row (a feature does not import from stories/).
const rowStyle = { display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' } as const;

const noop = () => undefined;

export const ReadyAndOpening: Story = () => (
  <div style={rowStyle}>
    <RedPacketOpening sender="agent" title="恭喜发财，大吉大利" status="ready" onOpen={noop} onClose={noop} onDetails={noop} />
    <RedPacketOpening sender="agent" title="恭喜发财，大吉大利" status="opening" onClose={noop} />
  </div>
);

export const Outcomes: Story = () => (
  <div style={rowStyle}>
    <RedPacketOpening sender="agent" title="恭喜发财，大吉大利" status="opened" amount="3.27" onClose={noop} onDetails={noop} />
    <RedPacketOpening sender="pla***" title="周末加油" status="expired" expiredAt="2026-11-24 20:15" onClose={noop} onDetails={noop} />
    <RedPacketOpening sender="pla***" title="手慢无" status="finished" onClose={noop} onDetails={noop} />
  </div>
);
