import type { Story } from '@ladle/react';
import { RedPacketCard } from './RedPacketCard';

// A wrapping row aligned at the top, as stories/layout.tsx's Row (a feature does not import from stories/).
const rowStyle = { display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' } as const;

export const States: Story = () => (
  <div style={rowStyle}>
    <RedPacketCard title="恭喜发财，大吉大利" kind="拼手气红包" />
    <RedPacketCard title="周末加油" kind="普通红包" state="claimed" />
    <RedPacketCard title="恭喜发财，大吉大利" kind="拼手气红包" state="expired" />
    <RedPacketCard title="手慢无" kind="拼手气红包" state="finished" />
  </div>
);
