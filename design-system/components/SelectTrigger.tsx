import { styled } from '../stitches.config';
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
