import { styled } from '../stitches.config';
import { Icon } from './Icon';
import { InputControl } from './Input';

/** The closed select: an input-looking button (the browser's button look removed). */
export const SelectTrigger = styled('button', InputControl, {
  margin: 0,
  py: 0,
  textAlign: 'start',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&:focus-visible, &[data-force-state="focus"]': { borderColor: '$focus', boxShadow: '0 0 0 1px $colors$focus' },
  '&[aria-expanded="true"]': { borderColor: '$focus' },
  '& > [data-slot="value"]': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& > [data-placeholder="true"]': { color: '$textMuted' },
  '& > svg': { color: '$textMuted' },
});

/** What the trigger shows: the chosen option's label (or the placeholder) and the chevron. */
export function SelectTriggerText({ text, chosen, open = false }: { text: string; chosen: boolean; open?: boolean }) {
  return (
    <>
      <span data-slot="value" data-placeholder={chosen ? undefined : 'true'}>
        {text}
      </span>
      <Icon name={open ? 'chevronUp' : 'chevronDown'} />
    </>
  );
}
