/** The message box's frame and text area, shared by the one-to-one and the group conversation. */
import { styled } from '../../../design-system';

export const Composer = styled('div', {
  borderTop: '1px solid $border',
  padding: '$2 $3',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  backgroundColor: '$panel',
});
export const ComposerText = styled('textarea', {
  resize: 'none',
  height: '64px',
  padding: '$2',
  fontSize: '$2',
  fontFamily: 'inherit',
  color: '$text',
  backgroundColor: '$panelRaised',
  border: '1px solid $border',
  borderRadius: '$2',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '1px' },
});
