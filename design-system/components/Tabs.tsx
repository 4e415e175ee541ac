import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from '../stitches.config';
import { useControllable } from '../lib/use-controllable';
import { Badge } from './Badge';

const List = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$1',
  variants: {
    level: {
      // more tabs than fit wrap onto a second row rather than hide past the edge
      main: { borderBottom: '1px solid $border', gap: '$2', flexWrap: 'wrap' },
      sub: { flexWrap: 'wrap', gap: '$2', py: '$2' },
    },
  },
  defaultVariants: { level: 'main' },
});

const Tab = styled('button', {
  all: 'unset',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  color: '$textMuted',
  transition: 'color $fast, background-color $fast',
  '&:focus-visible, &[data-force-state="focus"]': { outline: '2px solid $focus', outlineOffset: '-2px', borderRadius: '$1' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  variants: {
    level: {
      main: {
        height: '40px',
        px: '$4',
        fontSize: '$3',
        '&:hover:not(:disabled), &[data-force-state="hover"]': { color: '$text' },
        '&[aria-selected="true"]': { color: '$brand', fontWeight: '$medium' },
        '&[aria-selected="true"]::after': {
          content: '""',
          position: 'absolute',
          left: '$3',
          right: '$3',
          bottom: '-1px',
          height: '2px',
          backgroundColor: '$brand',
        },
      },
      sub: {
        height: '28px',
        px: '$3',
        fontSize: '$2',
        borderRadius: '$round',
        border: '1px solid $border',
        color: '$text',
        '&:hover:not(:disabled), &[data-force-state="hover"]': { borderColor: '$brand', color: '$brand' },
        '&[aria-selected="true"]': { backgroundColor: '$brand', borderColor: '$brand', color: '$onBrand' },
      },
    },
  },
  defaultVariants: { level: 'main' },
});

const Panel = styled('div', {
  outline: 'none',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  variants: { level: { main: { paddingTop: '$3' }, sub: { paddingTop: '$1' } } },
  defaultVariants: { level: 'main' },
});

export interface TabItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** An unread count or marker shown next to the label. */
  badge?: number;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. 玩法. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** main: underlined top-level tabs; sub: pill tabs for the play types under a main tab. */
  level?: 'main' | 'sub';
  /** The selected tab's panel. Sub-tabs go inside the main panel. */
  children?: ReactNode;
  /** Force the hover or focus look on a tab (stories). */
  forceState?: { value: string; state: 'hover' | 'focus' };
}

/**
 * Tabs (WAI-ARIA): one tab stop; ArrowLeft/Right, Home and End move and select (disabled tabs are skipped);
 * the panel is labelled by its tab. Nest a `level="sub"` Tabs in the panel for main tabs with sub-tabs.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, level = 'main', children, forceState }: TabsProps) {
  const id = useId();
  const first = items.find((i) => !i.disabled)?.value ?? '';
  const [selected, setSelected] = useControllable(value, defaultValue ?? first, onValueChange);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((i) => i.value === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
    const at = enabled.indexOf(selectedIndex);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setSelected(item.value);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} level={level} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <Tab
              key={item.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={children !== undefined && isSelected ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              level={level}
              data-force-state={forceState?.value === item.value ? forceState.state : undefined}
              onClick={() => setSelected(item.value)}
            >
              {item.label}
              {item.badge ? <Badge count={item.badge} size="1" /> : null}
            </Tab>
          );
        })}
      </List>
      {children !== undefined ? (
        <Panel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selectedIndex}`} tabIndex={0} level={level}>
          {children}
        </Panel>
      ) : null}
    </div>
  );
}
