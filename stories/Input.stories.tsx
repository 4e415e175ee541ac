import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Icon, Input } from '../design-system/index';
import type { InputProps } from '../design-system/index';
import { Stack } from './layout';

function Controlled(props: InputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <Input {...props} value={value} onValueChange={setValue} />;
}

export const Default: Story = () => (
  <Stack>
    <Controlled label="用户名" placeholder="请输入用户名" />
    <Controlled label="用户名" value="player_888" required />
  </Stack>
);

export const PrefixAndSuffix: Story = () => (
  <Stack>
    <Controlled aria-label="搜索用户" placeholder="搜索用户" prefix={<Icon name="search" />} />
    <Controlled label="转账金额" value="100" suffix="元" />
  </Stack>
);

export const Clearable: Story = () => <Controlled label="群名称" value="周末彩友群" clearable hint="最多12个字符" />;

export const HoverAndFocus: Story = () => (
  <Stack>
    <Controlled label="悬停" placeholder="请输入" forceState="hover" />
    <Controlled label="聚焦" placeholder="请输入" forceState="focus" />
  </Stack>
);

export const Error: Story = () => <Controlled label="付款人姓名" value="张" error="请输入付款人姓名" />;

export const Disabled: Story = () => <Controlled label="收款账号" value="6222 0000 0000 1234" disabled />;

export const Sizes: Story = () => (
  <Stack>
    <Controlled aria-label="小" size="1" placeholder="小尺寸" />
    <Controlled aria-label="中" size="2" placeholder="中尺寸" />
    <Controlled aria-label="大" size="3" placeholder="大尺寸" />
  </Stack>
);
