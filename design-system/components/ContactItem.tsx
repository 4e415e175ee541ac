import { styled } from '../stitches.config';
import { focusRing } from '../styles/focus';
import { Badge } from './Badge';

const Item = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  width: '100%',
  padding: '$2 $3',
  cursor: 'pointer',
  fontSize: '$2',
  color: '$text',
  borderRadius: '$2',
  '&:hover': { backgroundColor: '$panelHover' },
  '&:focus-visible': focusRing,
  '&[aria-current="true"]': { backgroundColor: '$brandSubtle', color: '$brand' },
});

const Dot = styled('span', {
  flexShrink: 0,
  width: '8px',
  height: '8px',
  borderRadius: '$round',
  variants: { online: { true: { backgroundColor: '$success' }, false: { backgroundColor: '$borderStrong' } } },
});

const Name = styled('span', { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', unicodeBidi: 'isolate' });
const Note = styled('span', { color: '$textMuted', fontSize: '$1', flexShrink: 0 });

export interface ContactItemProps {
  name: string;
  online: boolean;
  /** Unread messages from this contact (a badge when above 0). */
  unread?: number;
  /** The conversation on screen. */
  active?: boolean;
  /** A short note after the name, e.g. 上级. */
  note?: string;
  onClick?: () => void;
}

/** A chat contact row: online dot, name, note and unread badge. */
export function ContactItem({ name, online, unread = 0, active = false, note, onClick }: ContactItemProps) {
  return (
    <Item type="button" aria-current={active ? 'true' : undefined} onClick={onClick} data-testid="contact-item">
      <Dot online={online} role="img" aria-label={online ? '在线' : '离线'} />
      <Name>{name}</Name>
      {note ? <Note>{note}</Note> : null}
      <Badge count={unread} size="1" label="未读消息" />
    </Item>
  );
}
