import type { Story } from '@ladle/react';
import { Chip, ChipGroup } from '../design-system/index';
import { Row } from './layout';

export const States: Story = () => (
  <Row>
    <Chip>100</Chip>
    <Chip selected>500</Chip>
    <Chip forceState="hover">1000</Chip>
    <Chip forceState="focus">2000</Chip>
    <Chip disabled>5000</Chip>
  </Row>
);

/** Amount chips, five per row, as a radio group (arrow keys move). */
export const AmountGroup: Story = () => (
  <div style={{ width: 460 }}>
    <ChipGroup
      label="充值金额"
      defaultValue="500"
      options={['50', '100', '200', '500', '1000', '2000', '3000', '5000', '10000', '20000'].map((v) => ({ value: v, label: v, disabled: v === '20000' }))}
    />
  </div>
);

export const Sizes: Story = () => (
  <Row>
    <Chip size="1">100</Chip>
    <Chip size="2">100</Chip>
    <Chip size="3">100</Chip>
  </Row>
);
