import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DateRangePicker, presetRange } from '../design-system/index';
import type { DateRangeValue } from '../design-system/index';

// A fixed "today" so the stories (and their screenshots) do not change with the date.
const today = new Date(2026, 2, 5);

export const Today: Story = () => <DateRangePicker today={today} />;

export const LastSevenDays: Story = () => {
  const [range, setRange] = useState<DateRangeValue>(presetRange('last7', today));
  return <DateRangePicker legend="投注时间" today={today} value={range} onValueChange={setRange} min="2026-02-03" max="2026-03-05" />;
};

export const Invalid: Story = () => <DateRangePicker today={today} defaultValue={{ start: '2026-03-05', end: '2026-03-01' }} />;

export const Disabled: Story = () => <DateRangePicker today={today} disabled />;

/** The record pages' quick ranges: 今天, 近3天 (selected), 近7天, up to today. */
export const RecordPresets: Story = () => {
  const [range, setRange] = useState<DateRangeValue>(presetRange('last3', today));
  return <DateRangePicker legend="查询日期" today={today} value={range} onValueChange={setRange} presets={['today', 'last3', 'last7']} max="2026-03-05" />;
};

/** A report that sums at most 31 days: a longer range is refused in the picker. */
export const TooLong: Story = () => (
  <DateRangePicker legend="查询日期" today={today} defaultValue={{ start: '2026-02-01', end: '2026-03-05' }} maxDays={31} max="2026-03-05" />
);
