import type { Story } from '@ladle/react';
import { useState } from 'react';
import { PasswordInput } from '../design-system/index';
import type { PasswordInputProps } from '../design-system/index';
import { Stack } from './layout';

function Controlled(props: PasswordInputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <PasswordInput {...props} value={value} onValueChange={setValue} />;
}

export const Hidden: Story = () => <Controlled label="资金密码" value="secret123" />;
export const Visible: Story = () => <Controlled label="资金密码" value="secret123" defaultVisible />;
export const Error: Story = () => <Controlled label="资金密码" value="" error="请输入资金密码" />;
export const States: Story = () => (
  <Stack>
    <Controlled label="聚焦" value="secret123" forceState="focus" />
    <Controlled label="禁用" value="secret123" disabled />
  </Stack>
);
