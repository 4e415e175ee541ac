import { useLayoutEffect, useRef } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { styled } from '../stitches.config';
import type { TooltipHandover, TooltipProps } from './Tooltip';

const Bubble = styled(RadixTooltip.Content, {
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
  zIndex: '$floating',
});

interface TooltipPopupProps extends TooltipProps {
  /** Whether the trigger this one replaces had focus: it takes the focus over (and so shows the tip). */
  handover: TooltipHandover;
}

/**
 * Tooltip's Radix half, loaded after the first render (see Tooltip.tsx): role tooltip, describes its
 * trigger. Rendered beside its trigger, not in a portal, so inside a modal dialog it stays inside it.
 */
export default function TooltipPopup({ content, children, placement = 'top', delay = 300, defaultOpen = false, handover }: TooltipPopupProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (handover.focused) triggerRef.current?.focus();
  }, [handover]);
  return (
    <RadixTooltip.Provider delayDuration={delay} disableHoverableContent>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger ref={triggerRef} asChild>
          {children}
        </RadixTooltip.Trigger>
        <Bubble side={placement} sideOffset={6} collisionPadding={4}>
          {content}
        </Bubble>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
