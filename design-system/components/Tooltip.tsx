import { cloneElement, useEffect, useId, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { styled } from '../stitches.config';
import { popoverReset } from '../lib/top-layer';
import { useAnchored } from '../lib/use-anchored';

const Anchor = styled('span', { display: 'inline-flex' });

const Bubble = styled('span', {
  ...popoverReset,
  display: 'block',
  maxWidth: '260px',
  py: '$1',
  px: '$2',
  borderRadius: '$2',
  backgroundColor: '$text',
  color: '$panel',
  fontSize: '$1',
  lineHeight: '$2',
  boxShadow: '$2',
  pointerEvents: 'none',
});

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Milliseconds of hover before it shows. */
  delay?: number;
  /** Start shown (stories). */
  defaultOpen?: boolean;
}

/** A hint shown on hover and keyboard focus, hidden on Escape (role tooltip, describes its trigger). */
export function Tooltip({ content, children, placement = 'top', delay = 300, defaultOpen = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { floatingRef, floatingStyles, isPositioned } = useAnchored(anchorRef, open, placement);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const show = (wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <Anchor ref={anchorRef} onPointerEnter={() => show(delay)} onPointerLeave={hide} onFocus={() => show(0)} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': open ? `${id}-tip` : children.props['aria-describedby'] })}
      {open ? (
        <Bubble
          ref={floatingRef}
          popover="manual"
          id={`${id}-tip`}
          role="tooltip"
          style={{ ...floatingStyles, visibility: isPositioned ? 'visible' : 'hidden' }}
        >
          {content}
        </Bubble>
      ) : null}
    </Anchor>
  );
}
