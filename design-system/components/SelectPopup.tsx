import { useLayoutEffect, useRef, useState } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { floatingPanel } from '../lib/top-layer';
import { styled } from '../stitches.config';
import { Icon } from './Icon';
import { SelectTrigger, SelectTriggerText } from './SelectTrigger';
import type { SelectPopupProps } from './Select';

const Listbox = styled(RadixSelect.Content, {
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(260px, var(--radix-select-content-available-height))',
  ...floatingPanel,
});

// Radix hides the list's scrollbar (it offers scroll buttons instead): a long list keeps a thin one, as
// before. Doubled selector: Radix's own rule comes later in the document.
const ListViewport = styled(RadixSelect.Viewport, { '&&': { scrollbarWidth: 'thin' } });

const ListItem = styled(RadixSelect.Item, {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '32px',
  px: '$3',
  borderRadius: '$1',
  cursor: 'pointer',
  color: '$text',
  whiteSpace: 'nowrap',
  outline: 'none',
  userSelect: 'none',
  '&[data-highlighted]': { backgroundColor: '$panelHover' },
  '&[data-state="checked"]': { color: '$brand', fontWeight: '$medium' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed', opacity: 0.7 },
});

// Radix keeps '' for "nothing chosen" (the placeholder) and refuses it as an item's value, while callers
// use '' for an "all" option: every option value goes to Radix with a prefix.
const toRadix = (value: string) => `=${value}`;
const fromRadix = (value: string) => value.slice(1);

/**
 * Select's Radix half, loaded after the first render (see Select.tsx). The list is placed below the
 * trigger (flipping up when there is no room), at least as wide as it, and rendered beside it, not in a
 * portal, so inside a modal dialog it stays inside it.
 */
export default function SelectPopup({ text, chosen, triggerProps, listboxProps, options, selected, onSelect, defaultOpen, handover }: SelectPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Read when this replaces the trigger shown alone, not when it first renders (React may render it a while
  // before it shows it). The list, once open, takes focus to the chosen option.
  useLayoutEffect(() => {
    if (handover.openRequested) setOpen(true);
    else if (handover.focused) triggerRef.current?.focus();
  }, [handover]);
  return (
    <RadixSelect.Root
      value={chosen ? toRadix(selected) : ''}
      onValueChange={(value) => {
        if (value) onSelect(fromRadix(value));
      }}
      open={open}
      onOpenChange={setOpen}
      disabled={triggerProps.disabled}
    >
      <RadixSelect.Trigger asChild>
        {/* While the list is open Radix hides the rest of the page from assistive technology (aria-hidden), this
            trigger included: out of the tab order meanwhile, as a hidden element must be. */}
        <SelectTrigger ref={triggerRef} {...triggerProps} tabIndex={open ? -1 : undefined}>
          <SelectTriggerText text={text} chosen={chosen} open={open} />
        </SelectTrigger>
      </RadixSelect.Trigger>
      <Listbox {...listboxProps} position="popper" side="bottom" align="start" sideOffset={6} collisionPadding={4}>
        <ListViewport>
          {options.map((option) => (
            <ListItem key={option.value} value={toRadix(option.value)} disabled={option.disabled} textValue={option.label}>
              <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              {option.value === selected ? <Icon name="check" size="1" /> : null}
            </ListItem>
          ))}
        </ListViewport>
      </Listbox>
    </RadixSelect.Root>
  );
}
