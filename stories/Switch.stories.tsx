import type { Story } from '@ladle/react';
import { Switch } from '../design-system/index';
import { Stack } from './layout';

export const States: Story = () => (
  <Stack gap={12}>
    <Switch label="中奖提示音（关）" />
    <Switch label="中奖提示音（开）" defaultChecked />
    <Switch label="悬停" forceState="hover" />
    <Switch label="聚焦" defaultChecked forceState="focus" />
    <Switch label="禁用" disabled />
    <Switch label="禁用（开）" disabled defaultChecked />
  </Stack>
);

export const Sizes: Story = () => (
  <Stack gap={12}>
    <Switch label="小" size="1" defaultChecked />
    <Switch label="中" size="2" defaultChecked />
    <Switch label="大" size="3" defaultChecked />
  </Stack>
);
