import { lazy, Suspense, useRef } from 'react';
import { useFocusHandover } from '../lib/use-focus-handover';
import type { ReactNode } from 'react';
import { Button } from './Button';
import type { ButtonProps } from './Button';
import { Icon } from './Icon';

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

/** What the trigger shown alone saw before the menu's code arrived, for the loaded menu to carry on. */
export interface MenuHandover {
  focused: boolean;
  /** Opened before the code arrived: by a click (`'pointer'`), or by Enter, Space or ArrowDown (`'key'`: on the first item). */
  openRequested: 'pointer' | 'key' | null;
}

/** Without the Radix half (its chunk did not load) the trigger is shown alone: a dead button, not a broken header. */
function TriggerOnly({ label, triggerProps }: DropdownMenuProps & { handover: MenuHandover }) {
  return (
    <Button tone="neutral" {...triggerProps} aria-haspopup="menu" aria-expanded={false}>
      {label}
      <Icon name="chevronDown" size="1" />
    </Button>
  );
}

// Radix DropdownMenu is several KB of brotli that no first render needs: it loads in its own chunk once a
// menu mounts. Until then the same trigger is shown alone; a click or a key meant to open it opens the menu
// when it arrives.
const DropdownMenuPopup = lazy(() => import('./DropdownMenuPopup').catch(() => ({ default: TriggerOnly })));

function TriggerBeforeLoad({ label, triggerProps, handover }: DropdownMenuProps & { handover: MenuHandover }) {
  const ref = useFocusHandover<HTMLButtonElement>(handover);
  return (
    <Button
      tone="neutral"
      {...triggerProps}
      ref={ref}
      // The visual tests wait for it to go before they take a screenshot.
      data-ds-loading="menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={(event) => {
        // A click made with Enter or Space has no pointer: detail 0.
        if (event.detail > 0) handover.openRequested = 'pointer';
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          handover.openRequested = 'key';
        }
      }}
    >
      {label}
      <Icon name="chevronDown" size="1" />
    </Button>
  );
}

/**
 * A menu button (Radix DropdownMenu, WAI-ARIA): Enter, Space or ArrowDown open it on the first item; arrows
 * (wrapping), Home and End move; Enter activates; Escape closes and returns focus to the button.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const handover = useRef<MenuHandover>({ focused: false, openRequested: null }).current;
  return (
    <Suspense fallback={<TriggerBeforeLoad {...props} handover={handover} />}>
      <DropdownMenuPopup {...props} handover={handover} />
    </Suspense>
  );
}
