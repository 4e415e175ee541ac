import { useState } from 'react';
import type { ReactNode } from 'react';
import { focusRing, Icon, styled, Tag } from '../../../../design-system';
import type { ForceState } from '../../../../design-system';

/**
 * The channel icons, one per channel family (24x24 strokes in `currentColor`, drawn on the tile's brand disc): a
 * channel's config names one (`bank`, `alipay`…); a channel without one shows the first character of its name.
 */
const glyphPaths = {
  bank: 'M3 9l9-5 9 5M5.5 9v8M10 9v8M14 9v8M18.5 9v8M3 20h18',
  ebank: 'M3 6h18v12H3zM3 10h18M7 14.5h4',
  alipay: 'M4 4h16v16H4zM8 7.5l4 4.5 4-4.5M12 12v5.5M8.5 12.5h7M8.5 15.5h7',
  wechat:
    'M10.5 4C6 4 2.5 6.8 2.5 10.2c0 1.9 1.1 3.6 2.8 4.7L4.8 17.5l3-1.5' +
    'M15.5 10c3.6 0 6.5 2.3 6.5 5.2 0 1.5-.8 2.9-2.1 3.8l.4 2.2-2.6-1.3c-.7.2-1.4.3-2.2.3-3.6 0-6.5-2.3-6.5-5S11.9 10 15.5 10z',
  onepay: 'M13 2L4.5 13.5H11L10 22l8.5-11.5H12L13 2z',
  wallet: 'M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3V7zM3 7V5.5A1.5 1.5 0 014.5 4H16v3M16.5 13.5h.01',
  third: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  usdt: 'M5.5 6.5h13M12 6.5V19M6.5 11.5c1.4.7 3.4 1.1 5.5 1.1s4.1-.4 5.5-1.1',
  usdc: 'M15.5 8.5c-.7-1-1.9-1.5-3.5-1.5-1.9 0-3.3 1-3.3 2.3s1.4 2 3.3 2.4 3.3 1.1 3.3 2.4-1.4 2.4-3.3 2.4c-1.6 0-2.8-.6-3.5-1.6M12 4.5V7M12 17v2.5',
} as const;

export type ChannelGlyph = keyof typeof glyphPaths;
export const channelGlyphs = Object.keys(glyphPaths) as ChannelGlyph[];
export const isChannelGlyph = (name: string): name is ChannelGlyph => Object.hasOwn(glyphPaths, name);

/**
 * Spec 2 §9's geometry: 55 px a row (a 47 px tile and the 8 px gap), 115 px for the two collapsed rows. The
 * grid's top padding is the room the hot flags take above the first row, so it measures 55 px × rows + 5.
 */
const ROW_PITCH = 55;
const ROW_GAP = 8;
const FLAG_ROOM = 13;
const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gridAutoRows: `${ROW_PITCH - ROW_GAP}px`,
  columnGap: '$2',
  rowGap: `${ROW_GAP}px`,
  paddingTop: `${FLAG_ROOM}px`,
});

const Tile = styled('button', {
  ...focusRing,
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '100%',
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

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

export interface ChannelItem {
  value: string;
  name: string;
  /** One of the design system's channel icons (`channelGlyphs`). */
  glyph?: ChannelGlyph;
  /** An image address, in place of a glyph; with neither the tile shows the name's first character. */
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
 * Payment channels as a grid of toggle tiles, five per row: name, icon (a channel glyph, an image or the name's first
 * character), hot flag and promo tag.
 * With more than `visible` channels a 更多/收起 toggle shows or hides the rest.
 */
export function ChannelGrid({
  label,
  items,
  value,
  onValueChange,
  visible = 10,
  defaultExpanded = false,
  moreLabel = '更多',
  lessLabel = '收起',
  forceState,
}: ChannelGridProps) {
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
            <Mark aria-hidden data-glyph={item.glyph}>
              {item.glyph ? (
                <svg
                  viewBox="0 0 24 24"
                  width={16}
                  height={16}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={glyphPaths[item.glyph]} />
                </svg>
              ) : item.icon ? (
                <img src={item.icon} alt="" />
              ) : (
                [...item.name][0]
              )}
            </Mark>
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
