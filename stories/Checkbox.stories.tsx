import type { Story } from '@ladle/react';
import { Checkbox } from '../design-system/index';
import { Stack } from './layout';

export const States: Story = () => (
  <Stack gap={12}>
    <Checkbox label="未选中" />
    <Checkbox label="已选中" defaultChecked />
    <Checkbox label="全选（部分选中）" indeterminate />
    <Checkbox label="悬停" forceState="hover" />
    <Checkbox label="聚焦" forceState="focus" />
    <Checkbox label="错误：请阅读并同意协议" invalid />
    <Checkbox label="禁用" disabled />
    <Checkbox label="禁用已选中" disabled defaultChecked />
  </Stack>
);

export const WinStop: Story = () => <Checkbox label="中奖后停止追号" defaultChecked />;
