/** Shared layout pieces of the lottery screens (styled with the design system's tokens). */
import { styled } from '../../../../design-system';

export const Panel = styled('section', {
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  padding: '$3',
  color: '$text',
});

export const PanelTitle = styled('h2', {
  margin: 0,
  marginBottom: '$2',
  fontSize: '$2',
  fontWeight: '$bold',
  color: '$text',
});

export const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  flexWrap: 'wrap',
});

export const Muted = styled('span', { color: '$textMuted', fontSize: '$1' });

export const Strong = styled('strong', { color: '$brand', fontVariantNumeric: 'tabular-nums' });

export const PageGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: '170px minmax(0, 1fr) 250px',
  gap: '$3',
  alignItems: 'start',
});

export const Page = styled('div', {
  width: '$page',
  margin: '0 auto',
  padding: '$3 0',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  color: '$text',
  fontSize: '$2',
});

export const PlainButton = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  color: '$brand',
  fontSize: '$1',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:disabled': { color: '$textMuted', cursor: 'default', textDecoration: 'none' },
});

export const SmallTable = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$1',
  '& th, & td': { padding: '4px 6px', borderBottom: '1px solid $border', textAlign: 'center', whiteSpace: 'nowrap' },
  '& th': { color: '$textMuted', fontWeight: '$medium', backgroundColor: '$bg' },
});
