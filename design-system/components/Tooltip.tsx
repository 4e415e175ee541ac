import { cloneElement, lazy, Suspense, useRef } from 'react';
import type { FocusEvent, ReactElement, ReactNode } from 'react';

interface TriggerProps {
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element that takes a ref (a Button, a link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<TriggerProps>;
  placement?: 'top' | 'bottom';
  /** Milliseconds of hover before it shows. */
  delay?: number;
  /** Start shown (stories). */
  defaultOpen?: boolean;
}

/** Without the Radix half (its chunk did not load) the trigger is shown alone: a missing hint, not a broken page. */
function TriggerAlone({ children }: TooltipProps & { focusTrigger: { current: boolean } }) {
  return children;
}

// Radix Tooltip weighs about 9 KB brotli and no page needs it to draw: it loads in its own chunk once a
// tooltip mounts, and until then the trigger shows alone.
const TooltipPopup = lazy(() => import('./TooltipPopup').catch(() => ({ default: TriggerAlone })));

/** A hint shown on hover and keyboard focus, hidden on Escape (role tooltip, describes its trigger). */
export function Tooltip(props: TooltipProps) {
  const { children } = props;
  // The loaded tooltip replaces the trigger shown alone with a new element: focus taken meanwhile moves to it.
  const focused = useRef(false);
  const triggerAlone = cloneElement(children, {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focused.current = true;
      children.props.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      focused.current = false;
      children.props.onBlur?.(event);
    },
  });
  return (
    <Suspense fallback={triggerAlone}>
      <TooltipPopup {...props} focusTrigger={focused} />
    </Suspense>
  );
}
