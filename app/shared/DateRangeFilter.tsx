import { useMemo } from 'react';
import { DateRangePicker, validateDateRange } from '../../design-system';
import { recordRangePresets, todayIso, type DateRangeValue } from './date-range';

export interface DateRangeFilterProps {
  /** The range the page starts with (the one its query starts with), e.g. recordRange('today'). */
  defaultValue: DateRangeValue;
  /** Called with valid ranges only: a half-typed or reversed range stays in the picker with its message. */
  onValueChange: (range: DateRangeValue) => void;
  legend?: string;
  /** The longest range the query takes, in days. */
  maxDays?: number;
}

/** The date filter of a record page: 今天, 近3天, 近7天, or a start and end day up to today. */
export function DateRangeFilter({ defaultValue, onValueChange, legend = '查询日期', maxDays }: DateRangeFilterProps) {
  const max = useMemo(() => todayIso(), []);
  return (
    <DateRangePicker
      legend={legend}
      defaultValue={defaultValue}
      presets={recordRangePresets}
      max={max}
      maxDays={maxDays}
      onValueChange={(range) => {
        if (!validateDateRange(range, { max, maxDays })) onValueChange(range);
      }}
    />
  );
}
