import type { Story } from '@ladle/react';
import { ContactItem } from '../design-system/index';

export const States: Story = () => (
  <div style={{ width: 220, display: 'flex', flexDirection: 'column', gap: 4 }}>
    <ContactItem name="age***" online note="上级" />
    <ContactItem name="player1" online unread={3} active />
    <ContactItem name="player2" online={false} unread={120} />
    <ContactItem name="一个名字非常非常长的联系人" online={false} />
  </div>
);
