import { cloneElement, lazy, Suspense, useRef } from 'react';
import type { ReactElement, ReactNode, Ref } from 'react';
import { useFocusHandover } from '../lib/use-focus-handover';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element that takes a ref (a Button, a link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Milliseconds of hover before it shows. */
  delay?: number;
  /** Start shown (stories). */
  defaultOpen?: boolean;
}

/** Whether the trigger shown alone had focus when the loaded tooltip replaced it. */
export interface TooltipHandover {
  focused: boolean;
}

/** Without the Radix half (its chunk did not load) the trigger is shown alone: a missing hint, not a broken page. */
function TriggerAlone({ children }: TooltipProps & { handover: TooltipHandover }) {
  return children;
}

// Radix Tooltip weighs about 9 KB brotli and no page needs it to draw: it loads in its own chunk once a
// tooltip mounts, and until then the trigger shows alone.
const TooltipPopup = lazy(() => import('./TooltipPopup').catch(() => ({ default: TriggerAlone })));

function TriggerBeforeLoad({ children, handover }: { children: TooltipProps['children']; handover: TooltipHandover }) {
  const ref = useFocusHandover<HTMLElement>(handover);
  // data-ds-loading: the visual tests wait for it to go before they take a screenshot.
  return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement>; 'data-ds-loading'?: string }>, { ref, 'data-ds-loading': 'tooltip' });
}

/** A hint shown on hover and keyboard focus, hidden on Escape (role tooltip, describes its trigger). */
export function Tooltip(props: TooltipProps) {
  const handover = useRef<TooltipHandover>({ focused: false }).current;
  return (
    <Suspense fallback={<TriggerBeforeLoad handover={handover}>{props.children}</TriggerBeforeLoad>}>
      <TooltipPopup {...props} handover={handover} />
    </Suspense>
  );
}
