import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Stepper } from '../design-system/index';
import { Caption, Stack } from './layout';

/** Type 0 and leave the field: it resets to 1. Type 123456: it is capped at 99999. */
export const Default: Story = () => {
  const [value, setValue] = useState(1);
  return (
    <Stack gap={4}>
      <Stepper label="倍数" value={value} onValueChange={setValue} max={99999} />
      <Caption>值：{value}</Caption>
    </Stack>
  );
};

/** A count that may be 0 (min 0, resets to 0): the decrease button stops at 0. */
export const FromZero: Story = () => <Stepper label="连续开奖" defaultValue={0} min={0} resetTo={0} max={100} />;

export const AtMax: Story = () => <Stepper label="追号倍数" defaultValue={99} max={99} />;

export const Sizes: Story = () => (
  <Stack>
    <Stepper aria-label="小" size="1" defaultValue={2} />
    <Stepper aria-label="中" size="2" defaultValue={2} />
    <Stepper aria-label="大" size="3" defaultValue={2} />
  </Stack>
);

export const States: Story = () => (
  <Stack>
    <Stepper label="聚焦" defaultValue={5} forceState="focus" />
    <Stepper label="悬停" defaultValue={5} forceState="hover" />
    <Stepper label="禁用" defaultValue={5} disabled />
    <Stepper label="错误" defaultValue={5} error="倍数须在1-99999之间" />
  </Stack>
);
