import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Select } from '../design-system/index';
import type { SelectOption } from '../design-system/index';
import { Room, Stack } from './layout';

const questions: SelectOption[] = [
  { value: '1', label: '您的出生地是？' },
  { value: '2', label: '您父亲的姓名是？' },
  { value: '3', label: '您母亲的姓名是？' },
  { value: '4', label: '您的小学校名是？', disabled: true },
  { value: '5', label: '您配偶的生日是？' },
];

export const Default: Story = () => {
  const [value, setValue] = useState('2');
  return <Select label="密保问题" options={questions} value={value} onValueChange={setValue} />;
};

export const Placeholder: Story = () => <Select label="密保问题" options={questions} placeholder="请选择密保问题" />;

export const Open: Story = () => (
  <Room height={260}>
    <Select label="密保问题" options={questions} defaultValue="2" defaultOpen />
  </Room>
);

export const States: Story = () => (
  <Stack>
    <Select label="悬停" options={questions} defaultValue="1" forceState="hover" />
    <Select label="聚焦" options={questions} defaultValue="1" forceState="focus" />
    <Select label="错误" options={questions} error="请选择密保问题" />
    <Select label="禁用" options={questions} defaultValue="1" disabled />
  </Stack>
);
