import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { popoverReset } from '../lib/top-layer';
import { useAnchored } from '../lib/use-anchored';
import { useControllable } from '../lib/use-controllable';
import { Field } from './Field';
import { Icon } from './Icon';
import { InputControl } from './Input';

const Trigger = styled(InputControl, {
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&:focus-visible, &[data-force-state="focus"]': { borderColor: '$focus', boxShadow: '0 0 0 1px $colors$focus' },
  '&[aria-expanded="true"]': { borderColor: '$focus' },
  '& > [data-slot="value"]': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& > [data-placeholder="true"]': { color: '$textMuted' },
  '& > svg': { color: '$textMuted' },
});

export const Listbox = styled('ul', {
  ...popoverReset,
  padding: '$1',
  listStyle: 'none',
  maxHeight: '260px',
  overflowY: 'auto',
  backgroundColor: '$panelRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$2',
  boxShadow: '$2',
  outline: 'none',
});

export const ListItem = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '32px',
  px: '$3',
  borderRadius: '$1',
  cursor: 'pointer',
  color: '$text',
  whiteSpace: 'nowrap',
  '&[data-active="true"]': { backgroundColor: '$panelHover' },
  '&[aria-selected="true"]': { color: '$brand', fontWeight: '$medium' },
  '&[aria-disabled="true"]': { color: '$textMuted', cursor: 'not-allowed', opacity: 0.7 },
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label?: ReactNode;
  'aria-label'?: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  size?: '1' | '2' | '3';
  block?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Start open (stories). */
  defaultOpen?: boolean;
  forceState?: ForceState;
}

/**
 * A select-only combobox (WAI-ARIA pattern): Enter, Space or ArrowDown open it; arrows, Home, End and
 * typing a letter move; Enter or Space choose; Escape closes; Tab chooses the active option and moves on.
 */
export function Select({
  label,
  'aria-label': ariaLabel,
  options,
  value,
  defaultValue = '',
  onValueChange,
  placeholder = '请选择',
  size = '2',
  block = false,
  disabled = false,
  hint,
  error,
  defaultOpen = false,
  forceState,
}: SelectProps) {
  const id = useId();
  const [selected, setSelected] = useControllable(value, defaultValue, onValueChange);
  const [open, setOpen] = useState(defaultOpen);
  const selectedIndex = options.findIndex((o) => o.value === selected);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const triggerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { floatingRef, floatingStyles, isPositioned } = useAnchored(triggerRef, open, 'bottom-start', {
    matchWidth: true,
    floating: listRef,
  });
  const current = options[selectedIndex];
  const enabled = (i: number) => options[i] !== undefined && !options[i]?.disabled;

  const move = (from: number, delta: number) => {
    let i = from;
    for (let n = 0; n < options.length; n += 1) {
      i = Math.min(options.length - 1, Math.max(0, i + delta));
      if (enabled(i)) return i;
    }
    return from;
  };
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setSelected(option.value);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const key = event.key;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openAt(selectedIndex >= 0 ? selectedIndex : move(-1, 1));
      }
      return;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => move(a, key === 'ArrowDown' ? 1 : -1));
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      setActive(key === 'Home' ? move(-1, 1) : move(options.length, -1));
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      choose(active);
    } else if (key.length === 1) {
      const found = options.findIndex((o, i) => i > active && !o.disabled && o.label.startsWith(key));
      const wrapped = found >= 0 ? found : options.findIndex((o) => !o.disabled && o.label.startsWith(key));
      if (wrapped >= 0) setActive(wrapped);
    }
  };

  return (
    <Field
      htmlFor={`${id}-trigger`}
      labelId={`${id}-label`}
      label={label}
      hint={hint}
      error={error}
      hintId={`${id}-hint`}
      errorId={`${id}-error`}
      block={block}
    >
      <Trigger
        ref={triggerRef}
        id={`${id}-trigger`}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-label={ariaLabel}
        aria-labelledby={label && !ariaLabel ? `${id}-label` : undefined}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-listbox` : undefined}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        aria-disabled={disabled || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        size={size}
        block={block}
        data-invalid={error ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
        data-force-state={forceState}
        onClick={() => (disabled ? undefined : open ? setOpen(false) : openAt(Math.max(0, selectedIndex)))}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!listRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <span data-slot="value" data-placeholder={current ? undefined : 'true'}>
          {current ? current.label : placeholder}
        </span>
        <Icon name={open ? 'chevronUp' : 'chevronDown'} />
      </Trigger>
      {open ? (
        <Listbox
          ref={floatingRef}
          popover="manual"
          id={`${id}-listbox`}
          role="listbox"
          aria-labelledby={label ? `${id}-label` : undefined}
          aria-label={label ? undefined : ariaLabel}
          tabIndex={-1}
          style={{ ...floatingStyles, visibility: isPositioned ? 'visible' : 'hidden' }}
        >
          {options.map((option, index) => (
            <ListItem
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={option.value === selected}
              aria-disabled={option.disabled || undefined}
              data-active={index === active ? 'true' : undefined}
              onPointerMove={() => !option.disabled && setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
              {option.value === selected ? <Icon name="check" size="1" /> : null}
            </ListItem>
          ))}
        </Listbox>
      ) : null}
    </Field>
  );
}
