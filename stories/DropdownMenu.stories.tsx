import type { Story } from '@ladle/react';
import { DropdownMenu, Icon } from '../design-system/index';
import type { MenuEntry } from '../design-system/index';
import { Room } from './layout';

const items: MenuEntry[] = [
  { type: 'label', key: 'member', label: '会员中心' },
  { type: 'item', key: 'profit', label: '盈亏统计' },
  { type: 'item', key: 'records', label: '投注记录' },
  { type: 'item', key: 'trade', label: '交易记录', icon: <Icon name="file" size="1" /> },
  { type: 'item', key: 'team', label: '团队中心', disabled: true },
  { type: 'divider', key: 'd1' },
  { type: 'item', key: 'logout', label: '退出登录', tone: 'danger' },
];

/** Enter, Space or ArrowDown open it; arrows move; Escape closes and returns focus. */
export const Closed: Story = () => <DropdownMenu label="管理中心" items={items} />;

export const Open: Story = () => (
  <Room height={300} width={260}>
    <DropdownMenu label="管理中心" items={items} defaultOpen />
  </Room>
);
