import type { Story } from '@ladle/react';
import { GameTile } from '../design-system/index';
import { Row } from './layout';

const noop = () => undefined;

export const Lobby: Story = () => (
  <Row>
    <div style={{ width: 180 }}>
      <GameTile title="龙虎" provider="AG视讯" meta="返还率 92.31%" hot onLaunch={noop} />
    </div>
    <div style={{ width: 180 }}>
      <GameTile title="黄金转轴" provider="PT电子" meta="返还率 94.40%" new onLaunch={noop} />
    </div>
    <div style={{ width: 180 }}>
      <GameTile title="英雄联盟电竞联赛总决赛" provider="FB电竞" onLaunch={noop} />
    </div>
  </Row>
);
