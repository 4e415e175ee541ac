import { styled } from '../../../design-system';

export const Filters = styled('div', { display: 'flex', gap: '$2', alignItems: 'center', flexWrap: 'wrap', marginBottom: '$3' });
export const ActionLink = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  color: '$brand',
  fontSize: '$1',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid $focus' },
});
