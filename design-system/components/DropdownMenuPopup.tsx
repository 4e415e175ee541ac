import { useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { floatingPanel } from '../lib/top-layer';
import { styled } from '../stitches.config';
import { Button } from './Button';
import { Icon } from './Icon';
import type { DropdownMenuProps, MenuHandover } from './DropdownMenu';

const Menu = styled(RadixMenu.Content, {
  minWidth: '160px',
  ...floatingPanel,
});

const Item = styled(RadixMenu.Item, {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  width: '100%',
  minHeight: '32px',
  px: '$3',
  borderRadius: '$1',
  color: '$text',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  outline: 'none',
  userSelect: 'none',
  '&[data-highlighted], &[data-force-state="hover"]': { backgroundColor: '$panelHover' },
  '&:focus-visible': { boxShadow: 'inset 0 0 0 2px $colors$focus' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed' },
  variants: { tone: { neutral: {}, danger: { color: '$danger' } } },
  defaultVariants: { tone: 'neutral' },
});

const Divider = styled(RadixMenu.Separator, { height: '1px', margin: '$1 0', backgroundColor: '$border' });
const GroupLabel = styled(RadixMenu.Label, { px: '$3', py: '$1', fontSize: '$1', color: '$textMuted' });

interface DropdownMenuPopupProps extends DropdownMenuProps {
  handover: MenuHandover;
}

/**
 * DropdownMenu's Radix half, loaded after the first render (see DropdownMenu.tsx). Not modal (the page
 * stays usable while it is open, as before) and rendered beside its trigger, not in a portal, so inside a
 * modal dialog it stays inside it.
 */
export default function DropdownMenuPopup({ label, items, triggerProps, align = 'start', defaultOpen = false, handover }: DropdownMenuPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusFirstItem = useRef(false);
  // Read when this replaces the trigger shown alone, not when it first renders: React may render it a while
  // before it shows it (it holds a fallback on screen for a moment), and a click may land meanwhile. Focus
  // passes to this trigger, unless the menu opens now (it takes focus, and gives it back when it closes).
  useLayoutEffect(() => {
    if (handover.openRequested) {
      focusFirstItem.current = handover.openRequested === 'key';
      setOpen(true);
    } else if (handover.focused) triggerRef.current?.focus();
  }, [handover]);
  // Radix puts a menu opened by a key on its first item only when it saw the key itself; here the key went
  // to the trigger shown alone, so the first item takes focus when the menu does.
  const onMenuFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!focusFirstItem.current || event.target !== event.currentTarget) return;
    focusFirstItem.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
  };
  return (
    <RadixMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <RadixMenu.Trigger asChild>
        <Button tone="neutral" {...triggerProps} ref={triggerRef}>
          {label}
          <Icon name={open ? 'chevronUp' : 'chevronDown'} size="1" />
        </Button>
      </RadixMenu.Trigger>
      <Menu onFocus={onMenuFocus} align={align} sideOffset={6} collisionPadding={4} loop>
        {items.map((entry) => {
          if (entry.type === 'divider') return <Divider key={entry.key} />;
          if (entry.type === 'label') return <GroupLabel key={entry.key}>{entry.label}</GroupLabel>;
          return (
            <Item key={entry.key} tone={entry.tone ?? 'neutral'} disabled={entry.disabled} onSelect={() => entry.onSelect?.()}>
              {entry.icon}
              {entry.label}
            </Item>
          );
        })}
      </Menu>
    </RadixMenu.Root>
  );
}
