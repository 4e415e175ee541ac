/** Layout shared by the account page's binding panels. */
import { styled } from '../../../design-system';

export const Panel = styled('section', { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: '$6', alignItems: 'start', paddingTop: '$4' });
export const Form = styled('form', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$5',
  border: '1px solid $border',
  borderRadius: '$3',
  backgroundColor: '$panel',
});
export const FormTitle = styled('h3', { margin: 0, fontSize: '$3' });
export const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });
export const Note = styled('p', { margin: 0, color: '$textMuted', fontSize: '$1', lineHeight: '$3' });
export const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', minWidth: 0 });
