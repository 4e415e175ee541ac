import { cloneElement, useEffect, useId, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { styled } from '../stitches.config';
import { useAnchoredPosition } from '../lib/use-anchored-position';
import { Portal } from './Portal';

const Anchor = styled('span', { display: 'inline-flex' });

const Bubble = styled('div', {
  position: 'fixed',
  zIndex: '$tooltip',
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
  const bubbleRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const position = useAnchoredPosition(anchorRef, bubbleRef, open, placement);

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
        <Portal>
          <Bubble
            ref={bubbleRef}
            id={`${id}-tip`}
            role="tooltip"
            style={{ top: position?.top ?? 0, left: position?.left ?? 0, visibility: position ? 'visible' : 'hidden' }}
          >
            {content}
          </Bubble>
        </Portal>
      ) : null}
    </Anchor>
  );
}
