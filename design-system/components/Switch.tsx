import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import type { ForceState } from '../lib/force-state';
import { useControllable } from '../lib/use-controllable';
import { focusRing } from '../styles/focus';

const Root = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2', color: '$text' });

const Track = styled('button', {
  ...focusRing,
  all: 'unset',
  position: 'relative',
  flexShrink: 0,
  borderRadius: '$round',
  backgroundColor: '$borderStrong',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&[aria-checked="true"]': { backgroundColor: '$brand' },
  '&:hover:not(:disabled), &[data-force-state="hover"]': { filter: 'brightness(1.1)' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  '& > span': {
    position: 'absolute',
    top: '2px',
    left: '2px',
    borderRadius: '$round',
    backgroundColor: '$panel',
    boxShadow: '$1',
    transition: 'transform $fast',
  },
  variants: {
    size: {
      '1': { width: '28px', height: '16px', '& > span': { size: '12px' }, '&[aria-checked="true"] > span': { transform: 'translateX(12px)' } },
      '2': { width: '36px', height: '20px', '& > span': { size: '16px' }, '&[aria-checked="true"] > span': { transform: 'translateX(16px)' } },
      '3': { width: '44px', height: '24px', '& > span': { size: '20px' }, '&[aria-checked="true"] > span': { transform: 'translateX(20px)' } },
    },
  },
  defaultVariants: { size: '2' },
});

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  size?: '1' | '2' | '3';
  disabled?: boolean;
  forceState?: ForceState;
}

/** An on/off switch (role switch, Space/Enter toggle), e.g. win sound on/off. */
export function Switch({ label, checked, defaultChecked = false, onCheckedChange, size = '2', disabled = false, forceState }: SwitchProps) {
  const id = useId();
  const [on, setOn] = useControllable(checked, defaultChecked, onCheckedChange);
  return (
    <Root>
      <Track
        type="button"
        role="switch"
        id={id}
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        size={size}
        disabled={disabled}
        data-force-state={forceState}
        onClick={() => setOn(!on)}
      >
        <span />
      </Track>
      <label id={`${id}-label`} htmlFor={id} style={{ opacity: disabled ? 0.55 : 1, cursor: disabled ? 'not-allowed' : 'pointer' }}>
        {label}
      </label>
    </Root>
  );
}
