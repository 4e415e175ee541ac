import type { Story } from '@ladle/react';
import { useState } from 'react';
import { MemberPicker, type PickerMember } from '../design-system/index';

const members: PickerMember[] = [
  { id: 1, name: 'player1', note: '在线' },
  { id: 2, name: 'player2' },
  { id: 3, name: 'gamer', note: '已在群内', disabled: true },
  { id: 4, name: 'cashout' },
  { id: 5, name: 'withdraw', note: '在线' },
];

function Picker({ initial }: { initial: number[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <div style={{ width: 220, height: 320 }}>
      <MemberPicker members={members} selected={selected} onSelectedChange={setSelected} label="选择成员" />
    </div>
  );
}

export const Choosing: Story = () => <Picker initial={[1, 4]} />;
export const NoneChosen: Story = () => <Picker initial={[]} />;
