import type { Story } from '@ladle/react';
import { GameTile } from './GameTile';

const noop = () => undefined;
// A wrapping row, as stories/layout.tsx's Row (a feature does not import from stories/).
const rowStyle = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Lobby: Story = () => (
  <div style={rowStyle}>
    <div style={{ width: 180 }}>
      <GameTile title="龙虎" provider="AG视讯" meta="返还率 92.31%" hot onLaunch={noop} />
    </div>
    <div style={{ width: 180 }}>
      <GameTile title="黄金转轴" provider="PT电子" meta="返还率 94.40%" new onLaunch={noop} />
    </div>
    <div style={{ width: 180 }}>
      <GameTile title="英雄联盟电竞联赛总决赛" provider="FB电竞" onLaunch={noop} />
    </div>
  </div>
);
