import { lazy, Suspense, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ForceState } from '../lib/force-state';
import { useControllable } from '../lib/use-controllable';
import { useFocusHandover } from '../lib/use-focus-handover';
import { Field } from './Field';
import { SelectTrigger, SelectTriggerText } from './SelectTrigger';

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

/** What the trigger shown alone saw before the list's code arrived, for the loaded select to carry on. */
export interface SelectHandover {
  focused: boolean;
  /** Opened (a click, or Enter, Space, ArrowDown or ArrowUp) before the code arrived. */
  openRequested: boolean;
}

/** The trigger's props, the same before and after Radix arrives. */
export interface SelectTriggerFace {
  /** The chosen option's label, or the placeholder. */
  text: string;
  chosen: boolean;
  triggerProps: {
    id: string;
    'aria-label'?: string;
    'aria-labelledby'?: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    size: '1' | '2' | '3';
    block: boolean;
    disabled: boolean;
    'data-invalid'?: 'true';
    'data-disabled'?: 'true';
    'data-force-state'?: ForceState;
  };
  /** The list's name: the field's label, else the trigger's aria-label. */
  listboxProps: { 'aria-labelledby'?: string; 'aria-label'?: string };
}

export interface SelectPopupProps extends SelectTriggerFace {
  options: readonly SelectOption[];
  selected: string;
  onSelect: (value: string) => void;
  defaultOpen: boolean;
  handover: SelectHandover;
}

/** Without the Radix half (its chunk did not load) the trigger is shown alone, showing the value it has. */
function TriggerOnly({ text, chosen, triggerProps }: SelectPopupProps) {
  return (
    <SelectTrigger type="button" role="combobox" aria-expanded={false} {...triggerProps}>
      <SelectTriggerText text={text} chosen={chosen} />
    </SelectTrigger>
  );
}

// Radix Select (with its focus trap, scroll lock and positioning) is about as heavy as the headroom /lottery
// has left, and no first render needs it: it loads in its own chunk once a select mounts. Until then the same
// trigger is shown alone; a click or a key meant to open it opens the list when it arrives.
const SelectPopup = lazy(() => import('./SelectPopup').catch(() => ({ default: TriggerOnly })));

function TriggerBeforeLoad({ text, chosen, triggerProps, handover }: SelectPopupProps) {
  const ref = useFocusHandover<HTMLButtonElement>(handover);
  return (
    <SelectTrigger
      ref={ref}
      type="button"
      role="combobox"
      aria-expanded={false}
      {...triggerProps}
      // The visual tests wait for it to go before they take a screenshot.
      data-ds-loading="select"
      onClick={() => {
        handover.openRequested = true;
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          handover.openRequested = true;
        }
      }}
    >
      <SelectTriggerText text={text} chosen={chosen} />
    </SelectTrigger>
  );
}

/**
 * A select-only combobox (Radix Select, WAI-ARIA): Enter, Space or an arrow opens it on the chosen option;
 * arrows, Home and End move (past disabled options); typing moves to the option that starts with the typed
 * text; Enter or Space chooses; Escape closes and returns focus to the trigger.
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
  const handover = useRef<SelectHandover>({ focused: false, openRequested: false }).current;
  const current = options.find((o) => o.value === selected);
  const props: SelectPopupProps = {
    text: current ? current.label : placeholder,
    chosen: current !== undefined,
    triggerProps: {
      id: `${id}-trigger`,
      'aria-label': ariaLabel,
      'aria-labelledby': label && !ariaLabel ? `${id}-label` : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      size,
      block,
      disabled,
      'data-invalid': error ? 'true' : undefined,
      'data-disabled': disabled ? 'true' : undefined,
      'data-force-state': forceState,
    },
    listboxProps: { 'aria-labelledby': label ? `${id}-label` : undefined, 'aria-label': label ? undefined : ariaLabel },
    options,
    selected,
    onSelect: setSelected,
    defaultOpen,
    handover,
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
      <Suspense fallback={<TriggerBeforeLoad {...props} />}>
        <SelectPopup {...props} />
      </Suspense>
    </Field>
  );
}
