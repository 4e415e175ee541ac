import { styled } from '../stitches.config';
import { focusRing } from '../styles/focus';

const Grid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: '$3',
});
const Cell = styled('li', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$1', minWidth: 0, fontSize: '$1', color: '$text' });
const Face = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '40px',
  borderRadius: '$3',
  backgroundColor: '$brandSubtle',
  color: '$brand',
  fontSize: '$3',
  fontWeight: '$medium',
  textTransform: 'uppercase',
});
const AddFace = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '40px',
  borderRadius: '$3',
  border: '1px dashed $borderStrong',
  color: '$textMuted',
  fontSize: '$5',
  cursor: 'pointer',
  '&:hover': { color: '$brand', borderColor: '$brand' },
  '&:focus-visible': focusRing,
});
const Name = styled('span', { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', unicodeBidi: 'isolate' });
const Note = styled('span', { color: '$textMuted' });

export interface AvatarGridItem {
  id: number;
  name: string;
  /** A short line under the name, e.g. 群主 or 已禁言. */
  note?: string;
}

export interface AvatarGridProps {
  items: readonly AvatarGridItem[];
  /** The list's accessible name. */
  label: string;
  /** Adds a last tile with + that calls it. */
  onAdd?: () => void;
  addLabel?: string;
}

/** People as a grid of initials with their names, optionally ending in an add tile. */
export function AvatarGrid({ items, label, onAdd, addLabel = '添加成员' }: AvatarGridProps) {
  return (
    <Grid aria-label={label}>
      {items.map((item) => (
        <Cell key={item.id} data-testid="avatar-cell">
          <Face aria-hidden>{[...item.name][0] ?? '?'}</Face>
          <Name title={item.name}>{item.name}</Name>
          {item.note ? <Note>{item.note}</Note> : null}
        </Cell>
      ))}
      {onAdd ? (
        <Cell>
          <AddFace type="button" aria-label={addLabel} onClick={onAdd}>
            +
          </AddFace>
          <Name>{addLabel}</Name>
        </Cell>
      ) : null}
    </Grid>
  );
}
