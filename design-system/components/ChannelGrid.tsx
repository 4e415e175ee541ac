import { useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { focusRing } from '../styles/focus';
import type { ForceState } from '../lib/force-state';
import { Icon } from './Icon';
import { Tag } from './Tag';

const Grid = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: '$2' });

const Tile = styled('button', {
  ...focusRing,
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '48px',
  px: '$3',
  borderRadius: '$2',
  border: '1px solid $borderStrong',
  backgroundColor: '$panel',
  color: '$text',
  fontSize: '$2',
  cursor: 'pointer',
  transition: 'border-color $fast, background-color $fast, color $fast',
  '&:hover, &[data-force-state="hover"]': { borderColor: '$brand', color: '$brand' },
  '&[aria-pressed="true"]': { borderColor: '$brand', backgroundColor: '$brandSubtle', color: '$brand', fontWeight: '$medium' },
});

const Mark = styled('span', {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '26px',
  borderRadius: '$round',
  backgroundColor: '$brand',
  color: '$onBrand',
  fontSize: '$1',
  fontWeight: '$bold',
  overflow: 'hidden',
  '& img': { size: '100%', objectFit: 'cover' },
});

const Name = styled('span', { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const Flags = styled('span', { position: 'absolute', top: '-8px', right: '4px', display: 'flex', gap: '2px' });

const Toggle = styled('button', {
  ...focusRing,
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  alignSelf: 'center',
  px: '$3',
  height: '28px',
  color: '$textMuted',
  fontSize: '$1',
  cursor: 'pointer',
  borderRadius: '$2',
  '&:hover': { color: '$brand' },
});

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', pt: '$2' });

export interface ChannelItem {
  value: string;
  name: string;
  /** An image address; without it the tile shows the name's first character. */
  icon?: string;
  hot?: boolean;
  /** A promo label such as 送1%. */
  tag?: ReactNode;
}

export interface ChannelGridProps {
  /** Names the group, e.g. 充值渠道. */
  label: string;
  items: readonly ChannelItem[];
  value?: string;
  onValueChange?: (value: string, index: number) => void;
  /** Tiles shown while collapsed; ten by default, five per row. */
  visible?: number;
  /** Open (all tiles) at first. */
  defaultExpanded?: boolean;
  moreLabel?: string;
  lessLabel?: string;
  /** Force the hover/focus look on one tile (stories). */
  forceState?: { value: string; state: ForceState };
}

/**
 * Payment channels as a grid of toggle tiles, five per row: name, icon, hot flag and promo tag.
 * With more than `visible` channels a 更多/收起 toggle shows or hides the rest.
 */
export function ChannelGrid({ label, items, value, onValueChange, visible = 10, defaultExpanded = false, moreLabel = '更多', lessLabel = '收起', forceState }: ChannelGridProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const overflow = items.length > visible;
  const shown = overflow && !expanded ? items.slice(0, visible) : items;
  return (
    <Root>
      <Grid role="group" aria-label={label}>
        {shown.map((item, index) => (
          <Tile
            key={item.value}
            type="button"
            aria-pressed={item.value === value}
            data-force-state={forceState?.value === item.value ? forceState.state : undefined}
            onClick={() => onValueChange?.(item.value, index)}
          >
            <Mark aria-hidden>{item.icon ? <img src={item.icon} alt="" /> : [...item.name][0]}</Mark>
            <Name>{item.name}</Name>
            {item.hot || item.tag ? (
              <Flags>
                {item.hot ? <Tag kind="hot" size="1" /> : null}
                {item.tag ? (
                  <Tag kind="promo" size="1">
                    {item.tag}
                  </Tag>
                ) : null}
              </Flags>
            ) : null}
          </Tile>
        ))}
      </Grid>
      {overflow ? (
        <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? lessLabel : moreLabel}
          <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size="1" />
        </Toggle>
      ) : null}
    </Root>
  );
}
