import type { ReactNode } from 'react';
import { Button, styled, Tag } from '../../../design-system';

const Root = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  overflow: 'hidden',
  transition: 'box-shadow $fast, border-color $fast',
  '&:hover, &:focus-within': { borderColor: '$brand', boxShadow: '$2' },
});

/** The tile's picture: the game's first character on the brand's pale tint (no artwork to fetch; the hot mark stays visible on it). */
const Art = styled('div', {
  position: 'relative',
  height: '112px',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: '$brandSubtle',
  color: '$brand',
  fontSize: '44px',
  fontWeight: '$bold',
});

const Marks = styled('div', { position: 'absolute', top: '$2', left: '$2', display: 'flex', gap: '$1' });

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', padding: '$3' });
const Title = styled('h3', {
  margin: 0,
  fontSize: '$3',
  fontWeight: '$medium',
  color: '$text',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
const Meta = styled('p', { margin: 0, fontSize: '$1', color: '$textMuted', display: 'flex', justifyContent: 'space-between', gap: '$2' });

export interface GameTileProps {
  title: string;
  /** The provider's name. */
  provider: string;
  /** A second note, e.g. 返还率 97.22%. */
  meta?: ReactNode;
  hot?: boolean;
  new?: boolean;
  /** The launch button's text (default 进入游戏). */
  actionText?: string;
  loading?: boolean;
  onLaunch: () => void;
}

/** One game in a lobby: picture with hot/new marks, name, provider, and the launch button. */
export function GameTile({ title, provider, meta, hot = false, new: isNew = false, actionText = '进入游戏', loading = false, onLaunch }: GameTileProps) {
  return (
    <Root aria-label={title}>
      <Art aria-hidden>
        {Array.from(title)[0]}
        {hot || isNew ? (
          <Marks>
            {hot ? <Tag kind="hot" size="2" /> : null}
            {isNew ? <Tag kind="new" size="2" /> : null}
          </Marks>
        ) : null}
      </Art>
      <Body>
        <Title title={title}>{title}</Title>
        <Meta>
          <span>{provider}</span>
          {meta ? <span>{meta}</span> : null}
        </Meta>
        <Button size="2" block loading={loading} onClick={onLaunch} aria-label={`${actionText} ${title}`}>
          {actionText}
        </Button>
      </Body>
    </Root>
  );
}
