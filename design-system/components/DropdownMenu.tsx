import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from '../stitches.config';
import { popoverReset } from '../lib/top-layer';
import { useAnchored } from '../lib/use-anchored';
import { Button } from './Button';
import type { ButtonProps } from './Button';
import { Icon } from './Icon';

const Menu = styled('div', {
  ...popoverReset,
  minWidth: '160px',
  padding: '$1',
  backgroundColor: '$panelRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$2',
  boxShadow: '$2',
  outline: 'none',
});

const Item = styled('button', {
  all: 'unset',
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
  '&:hover:not(:disabled), &:focus, &[data-force-state="hover"]': { backgroundColor: '$panelHover', outline: 'none' },
  '&:focus-visible': { boxShadow: 'inset 0 0 0 2px $colors$focus' },
  '&:disabled': { color: '$textMuted', cursor: 'not-allowed' },
  variants: { tone: { neutral: {}, danger: { color: '$danger' } } },
  defaultVariants: { tone: 'neutral' },
});

const Divider = styled('div', { height: '1px', margin: '$1 0', backgroundColor: '$border' });
const GroupLabel = styled('div', { px: '$3', py: '$1', fontSize: '$1', color: '$textMuted' });

export type MenuEntry =
  | { type: 'item'; key: string; label: ReactNode; onSelect?: () => void; disabled?: boolean; icon?: ReactNode; tone?: 'neutral' | 'danger' }
  | { type: 'divider'; key: string }
  | { type: 'label'; key: string; label: ReactNode };

export interface DropdownMenuProps {
  /** The trigger button's text. */
  label: ReactNode;
  items: readonly MenuEntry[];
  triggerProps?: Omit<ButtonProps, 'children' | 'onClick'>;
  align?: 'start' | 'end';
  /** Start open (stories). */
  defaultOpen?: boolean;
}

/**
 * A menu button (WAI-ARIA): Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * arrows, Home and End move; Enter activates; Escape or Tab closes and returns focus to the button.
 */
export function DropdownMenu({ label, items, triggerProps, align = 'start', defaultOpen = false }: DropdownMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [focusOn, setFocusOn] = useState<'first' | 'last' | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { floatingRef, floatingStyles, isPositioned } = useAnchored(triggerRef, open, align === 'end' ? 'bottom-end' : 'bottom-start', {
    floating: menuRef,
  });

  // Menu items are tabIndex -1 (focus is moved by the arrow keys), so they are listed by role, not by tab order.
  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);

  useEffect(() => {
    if (!open || !focusOn) return;
    const all = menuItems();
    (focusOn === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusOn(null);
  }, [open, focusOn]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = all[(at + 1) % all.length];
    else if (event.key === 'ArrowUp') next = all[(at - 1 + all.length) % all.length];
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <>
      <Button
        tone="neutral"
        {...triggerProps}
        ref={triggerRef}
        id={`${id}-trigger`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => {
          setOpen((o) => !o);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            setFocusOn(event.key === 'ArrowDown' ? 'first' : 'last');
          } else if ((event.key === 'Enter' || event.key === ' ') && !open) {
            event.preventDefault();
            setOpen(true);
            setFocusOn('first');
          }
        }}
      >
        {label}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size="1" />
      </Button>
      {open ? (
        <Menu
          ref={floatingRef}
          popover="manual"
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          onKeyDown={onMenuKeyDown}
          // Transparent, not visibility:hidden, while it is measured: the first item must be focusable at once.
          style={{ ...floatingStyles, opacity: isPositioned ? 1 : 0 }}
        >
          {items.map((entry) => {
            if (entry.type === 'divider') return <Divider key={entry.key} role="separator" />;
            if (entry.type === 'label')
              return (
                <GroupLabel key={entry.key} role="presentation">
                  {entry.label}
                </GroupLabel>
              );
            return (
              <Item
                key={entry.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                tone={entry.tone ?? 'neutral'}
                disabled={entry.disabled}
                onClick={() => {
                  close(true);
                  entry.onSelect?.();
                }}
              >
                {entry.icon}
                {entry.label}
              </Item>
            );
          })}
        </Menu>
      ) : null}
    </>
  );
}
