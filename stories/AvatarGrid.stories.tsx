import type { Story } from '@ladle/react';
import { AvatarGrid } from '../design-system/index';

const items = [
  { id: 1, name: 'agent', note: '群主' },
  { id: 2, name: 'player1' },
  { id: 3, name: 'player2', note: '已禁言' },
  { id: 4, name: '很长很长的一个昵称名字' },
  { id: 5, name: 'gamer' },
];

export const WithAdd: Story = () => (
  <div style={{ width: 420 }}>
    <AvatarGrid items={items} label="群成员" onAdd={() => undefined} />
  </div>
);

export const ReadOnly: Story = () => (
  <div style={{ width: 420 }}>
    <AvatarGrid items={items.slice(0, 3)} label="群成员" />
  </div>
);
