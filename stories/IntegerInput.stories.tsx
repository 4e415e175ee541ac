import type { Story } from '@ladle/react';
import { useState } from 'react';
import { IntegerInput } from '../design-system/index';
import type { IntegerInputProps } from '../design-system/index';
import { Caption, Stack } from './layout';

function Controlled(props: IntegerInputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Stack gap={4}>
      <IntegerInput {...props} value={value} onValueChange={setValue} />
      <Caption>值：{value === '' ? '（空）' : value}</Caption>
    </Stack>
  );
}

/** Type "12.9" or "1a2": the fraction and other characters are removed. */
export const Default: Story = () => <Controlled label="红包个数" value="10" />;

export const MaxDigits: Story = () => <Controlled label="倍数（最多 5 位）" value="99999" maxDigits={5} />;

export const StripLeadingZeros: Story = () => <Controlled label="追号期数" value="7" stripLeadingZeros hint="去掉开头的 0，无法输入 0" />;

export const Error: Story = () => <Controlled label="红包个数" value="0" error="红包个数1-100个" />;
