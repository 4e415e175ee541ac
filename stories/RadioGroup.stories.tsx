import type { Story } from '@ladle/react';
import { RadioGroup } from '../design-system/index';
import type { RadioOption } from '../design-system/index';

const chaseTypes: RadioOption[] = [
  { value: '1', label: '利润率追号' },
  { value: '2', label: '同倍追号' },
  { value: '3', label: '翻倍追号' },
];

export const Horizontal: Story = () => <RadioGroup legend="追号方式" options={chaseTypes} defaultValue="3" />;

export const Vertical: Story = () => <RadioGroup legend="追号方式" options={chaseTypes} defaultValue="1" orientation="vertical" />;

export const States: Story = () => (
  <RadioGroup
    legend="红包类型"
    options={[
      { value: '1', label: '拼手气红包（悬停）' },
      { value: '0', label: '普通红包（聚焦）' },
      { value: '2', label: '专属红包', disabled: true },
    ]}
    defaultValue="1"
    orientation="vertical"
    forceState={{ value: '0', state: 'focus' }}
  />
);

export const Error: Story = () => (
  <RadioGroup
    legend="提现方式"
    options={[
      { value: 'bank', label: '银行卡' },
      { value: 'usdt', label: 'USDT' },
    ]}
    error="请选择提现方式"
  />
);

export const Disabled: Story = () => <RadioGroup legend="追号方式" options={chaseTypes} defaultValue="2" disabled />;
