import type { Story } from '@ladle/react';
import { useState } from 'react';
import { AmountInput } from '../design-system/index';
import type { AmountInputProps } from '../design-system/index';
import { Caption, Stack } from './layout';

function Controlled(props: AmountInputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Stack gap={4}>
      <AmountInput {...props} value={value} onValueChange={setValue} />
      <Caption>值：{value === '' ? '（空）' : value}</Caption>
    </Stack>
  );
}

/** Type "00.5", "1..2" or "3.14159": the decimal filter keeps one point and two decimals. */
export const Default: Story = () => <Controlled label="充值金额" placeholder="请输入金额" value="100.5" unit="元" />;

export const DecimalLimitAndMax: Story = () => (
  <Stack>
    <Controlled label="USDT 数量（4 位小数）" value="12.3456" decimals={4} unit="USDT" />
    <Controlled label="提现金额（最多 50000）" value="50000" max={50000} unit="元" hint="输入超过上限时自动改为上限" />
  </Stack>
);

export const Error: Story = () => <Controlled label="充值金额" value="5" unit="元" error="充值金额错误，请输入范围10~50000的金额" />;

export const Disabled: Story = () => <Controlled label="充值金额" value="200.00" unit="元" disabled />;
