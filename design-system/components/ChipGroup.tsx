import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from '../stitches.config';
import { useControllable } from '../lib/use-controllable';
import { Chip } from './Chip';

const Grid = styled('div', { display: 'grid', gap: '$2' });

export interface ChipOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChipGroupProps {
  /** Names the group, e.g. 充值金额. */
  label: string;
  options: readonly ChipOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Chips per row; the amount chips are five per row. */
  columns?: number;
  size?: '1' | '2' | '3';
  /** Force the hover/focus look on one chip (stories). */
  forceState?: { value: string; state: 'hover' | 'focus' };
}

/** Amount chips as a radio group: one tab stop, arrow keys move and choose, five per row by default. */
export function ChipGroup({ label, options, value, defaultValue = '', onValueChange, columns = 5, size = '2', forceState }: ChipGroupProps) {
  const [selected, setSelected] = useControllable(value, defaultValue, onValueChange);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = options.map((o, i) => (o.disabled ? -1 : i)).filter((i) => i >= 0);
  const selectedIndex = options.findIndex((o) => o.value === selected);
  const tabStop = selectedIndex >= 0 ? selectedIndex : (enabled[0] ?? 0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.indexOf(Math.max(tabStop, 0));
    const step = { ArrowRight: 1, ArrowDown: columns, ArrowLeft: -1, ArrowUp: -columns }[event.key];
    if (step === undefined || enabled.length === 0) return;
    event.preventDefault();
    const currentIndex = enabled[at] ?? 0;
    // Move by position in the grid, then land on the nearest enabled chip.
    let target = Math.min(options.length - 1, Math.max(0, currentIndex + step));
    if (!enabled.includes(target)) target = enabled.find((i) => (step > 0 ? i > currentIndex : i < currentIndex)) ?? currentIndex;
    const option = options[target];
    if (!option) return;
    setSelected(option.value);
    refs.current[target]?.focus();
  };

  return (
    <Grid role="radiogroup" aria-label={label} onKeyDown={onKeyDown} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {options.map((option, index) => (
        <Chip
          key={option.value}
          ref={(el) => {
            refs.current[index] = el;
          }}
          role="radio"
          selected={option.value === selected}
          tabIndex={index === tabStop ? 0 : -1}
          disabled={option.disabled}
          size={size}
          forceState={forceState?.value === option.value ? forceState.state : undefined}
          onClick={() => setSelected(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Grid>
  );
}
