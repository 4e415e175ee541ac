/** The group views' frame pieces (the same look as the direct conversation's). */
import { styled } from '../../../../design-system';

export const Head = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 $3',
  borderBottom: '1px solid $border',
  minHeight: '44px',
  fontWeight: '$medium',
  backgroundColor: '$panel',
});
export const Title = styled('span', { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', unicodeBidi: 'isolate' });
export const Body = styled('div', {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: '$3 $4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  fontSize: '$2',
});
export const Center = styled('div', { margin: 'auto', color: '$textMuted', fontSize: '$2', textAlign: 'center', padding: '$5' });
export const Line = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
export const Muted = styled('span', { color: '$textMuted', fontSize: '$1' });
export const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
