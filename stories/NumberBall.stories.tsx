import type { Story } from '@ladle/react';
import { useState } from 'react';
import { NumberBall } from '../design-system/index';
import { Row, Stack } from './layout';

export const Sizes: Story = () => (
  <Row>
    <NumberBall size="1">7</NumberBall>
    <NumberBall size="2">7</NumberBall>
    <NumberBall size="3">7</NumberBall>
  </Row>
);

/** Mark Six wave colours (红波 / 蓝波 / 绿波) chosen by the caller. */
export const MarkSixWaves: Story = () => (
  <Row gap={8}>
    <NumberBall wave="red">01</NumberBall>
    <NumberBall wave="red">02</NumberBall>
    <NumberBall wave="blue">03</NumberBall>
    <NumberBall wave="blue">04</NumberBall>
    <NumberBall wave="green">05</NumberBall>
    <NumberBall wave="green">06</NumberBall>
    <span style={{ margin: '0 4px' }}>+</span>
    <NumberBall wave="red" size="3">
      49
    </NumberBall>
  </Row>
);

export const DrawResult: Story = () => (
  <Row gap={6}>
    {['3', '8', '0', '5', '9'].map((n, i) => (
      <NumberBall key={i} size="3">
        {n}
      </NumberBall>
    ))}
  </Row>
);

/** Numbers on the betting plate are toggle buttons: outline until picked. */
export const Plate: Story = () => {
  const [picked, setPicked] = useState<Set<number>>(new Set([1, 5, 8]));
  return (
    <Stack gap={12}>
      <Row gap={8}>
        {Array.from({ length: 10 }, (_, n) => (
          <NumberBall
            key={n}
            size="2"
            label={`万位 ${n}`}
            pressed={picked.has(n)}
            onPressedChange={(on) => {
              const next = new Set(picked);
              if (on) next.add(n);
              else next.delete(n);
              setPicked(next);
            }}
          >
            {n}
          </NumberBall>
        ))}
      </Row>
      <Row gap={8}>
        <NumberBall pressed={false} onPressedChange={() => {}} forceState="hover" label="悬停 3">
          3
        </NumberBall>
        <NumberBall pressed={false} onPressedChange={() => {}} forceState="focus" label="聚焦 4">
          4
        </NumberBall>
        <NumberBall pressed onPressedChange={() => {}} forceState="focus" label="已选聚焦 6">
          6
        </NumberBall>
        <NumberBall pressed={false} onPressedChange={() => {}} disabled label="禁用 7">
          7
        </NumberBall>
      </Row>
    </Stack>
  );
};
