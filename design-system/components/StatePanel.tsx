import { styled } from '../stitches.config';

/** The centred column that stands in for content a list or screen does not have (Empty, ErrorPanel). */
export const StatePanel = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  py: '$6',
  px: '$4',
  color: '$textMuted',
  fontSize: '$2',
  textAlign: 'center',
  variants: { compact: { true: { py: '$4' } } },
  defaultVariants: { compact: false },
});
