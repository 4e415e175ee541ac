import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Tabs } from '../design-system/index';
import type { TabItem } from '../design-system/index';

const mainTabs: TabItem[] = [
  { value: 'wx', label: '五星' },
  { value: 'sx', label: '四星' },
  { value: 'qs', label: '前三' },
  { value: 'zs', label: '中三' },
  { value: 'rx', label: '任选' },
  { value: 'dxds', label: '大小单双' },
];

const subTabs: Record<string, TabItem[]> = {
  wx: [
    { value: 'fs', label: '复式' },
    { value: 'ds', label: '单式' },
    { value: 'zh', label: '组合' },
    { value: 'zx120', label: '组选120' },
  ],
};

export const Main: Story = () => (
  <div style={{ width: 560 }}>
    <Tabs label="玩法" items={mainTabs} defaultValue="wx">
      <p style={{ margin: 0 }}>五星玩法说明</p>
    </Tabs>
  </div>
);

/** Main tabs with sub-tabs (the lottery play selector). Arrow keys move between tabs. */
export const WithSubTabs: Story = () => {
  const [main, setMain] = useState('wx');
  const subs = subTabs[main] ?? [
    { value: 'fs', label: '复式' },
    { value: 'ds', label: '单式' },
  ];
  return (
    <div style={{ width: 560 }}>
      <Tabs label="玩法" items={mainTabs} value={main} onValueChange={setMain}>
        <Tabs key={main} label="玩法类型" level="sub" items={subs}>
          <p style={{ margin: 0 }}>从万位、千位、百位、十位、个位各选一个号码组成一注。</p>
        </Tabs>
      </Tabs>
    </div>
  );
};

export const States: Story = () => (
  <div style={{ width: 560, display: 'grid', gap: 16 }}>
    <Tabs
      label="钱包"
      items={[
        { value: 'charge', label: '充值' },
        { value: 'transfer', label: '转账', badge: 3 },
        { value: 'withdraw', label: '提现', disabled: true },
      ]}
      defaultValue="charge"
      forceState={{ value: 'transfer', state: 'hover' }}
    />
    <Tabs label="玩法类型" level="sub" items={subTabs.wx ?? []} defaultValue="ds" forceState={{ value: 'zh', state: 'focus' }} />
  </div>
);
