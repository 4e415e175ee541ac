import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { dateRangePresetLabels, matchingPreset, presetRange, validateDateRange } from '../lib/date-range';
import type { DateRangePreset, DateRangeValue, IsoDate } from '../lib/date-range';
import { useControllable } from '../lib/use-controllable';
import { InputControl, InputElement } from './Input';

const Root = styled('fieldset', { border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Legend = styled('legend', { padding: 0, marginBottom: '$2', fontWeight: '$medium', color: '$text' });
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });
const To = styled('span', { color: '$textMuted' });
// Width inline: a base style here would lose to InputControl's `block` variant.
const DateBox = styled(InputControl, { '& input::-webkit-calendar-picker-indicator': { cursor: 'pointer' } });
const dateBoxWidth = { width: 160 };
const Presets = styled('div', { display: 'inline-flex', gap: '$1', marginLeft: '$2' });
const Preset = styled('button', {
  all: 'unset',
  height: '28px',
  px: '$3',
  borderRadius: '$round',
  border: '1px solid $border',
  color: '$text',
  fontSize: '$1',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: '$brand', color: '$brand' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&[aria-pressed="true"]': { backgroundColor: '$brand', borderColor: '$brand', color: '$onBrand' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});
const ErrorText = styled('p', { margin: 0, color: '$danger', fontSize: '$1' });

export interface DateRangePickerProps {
  legend?: ReactNode;
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  onValueChange?: (value: DateRangeValue) => void;
  /** Quick buttons; record queries use today, yesterday, 7 and 30 days. */
  presets?: readonly DateRangePreset[];
  /** Earliest and latest selectable dates ('YYYY-MM-DD'), e.g. records kept 30 days. */
  min?: IsoDate;
  max?: IsoDate;
  /** The longest range in days, both ends counted (a report the server sums over at most that many days). */
  maxDays?: number;
  /** "Today" for the presets; the current date by default (fixed in stories and tests). */
  today?: Date;
  /** An error from the caller; the picker also reports a reversed or out-of-bounds range itself. */
  error?: ReactNode;
  disabled?: boolean;
  startLabel?: string;
  endLabel?: string;
}

/** Start and end date (native date inputs: keyboard and screen readers for free) with quick ranges, for record queries. */
export function DateRangePicker({
  legend = '查询日期',
  value,
  defaultValue,
  onValueChange,
  presets = ['today', 'yesterday', 'last7', 'last30'],
  min,
  max,
  maxDays,
  today,
  error,
  disabled = false,
  startLabel = '开始日期',
  endLabel = '结束日期',
}: DateRangePickerProps) {
  const id = useId();
  const now = useMemo(() => today ?? new Date(), [today]);
  const [range, setRange] = useControllable(value, defaultValue ?? presetRange('today', now), onValueChange);
  const active = matchingPreset(range, now);
  const problem = error ?? validateDateRange(range, { min, max, maxDays });

  return (
    <Root disabled={disabled} aria-describedby={problem ? `${id}-error` : undefined}>
      <Legend>{legend}</Legend>
      <Row>
        <DateBox size="2" style={dateBoxWidth} data-invalid={problem ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
          <InputElement
            type="date"
            aria-label={startLabel}
            value={range.start}
            min={min}
            max={range.end || max}
            onChange={(event) => setRange({ ...range, start: event.target.value })}
          />
        </DateBox>
        <To aria-hidden="true">至</To>
        <DateBox size="2" style={dateBoxWidth} data-invalid={problem ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
          <InputElement
            type="date"
            aria-label={endLabel}
            value={range.end}
            min={range.start || min}
            max={max}
            onChange={(event) => setRange({ ...range, end: event.target.value })}
          />
        </DateBox>
        <Presets role="group" aria-label="快捷日期">
          {presets.map((preset) => (
            <Preset key={preset} type="button" aria-pressed={active === preset} onClick={() => setRange(presetRange(preset, now))}>
              {dateRangePresetLabels[preset]}
            </Preset>
          ))}
        </Presets>
      </Row>
      {problem ? (
        <ErrorText id={`${id}-error`} role="alert">
          {problem}
        </ErrorText>
      ) : null}
    </Root>
  );
}
