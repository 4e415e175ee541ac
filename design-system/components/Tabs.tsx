import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { styled } from '../stitches.config';
import { useControllable } from '../lib/use-controllable';
import { Badge } from './Badge';

const List = styled(RadixTabs.List, {
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

const Tab = styled(RadixTabs.Trigger, {
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

const Panel = styled(RadixTabs.Content, {
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
 * Tabs (Radix Tabs, WAI-ARIA): one tab stop; ArrowLeft/Right (wrapping), Home and End move and select
 * (disabled tabs are skipped); the panel is labelled by its tab. Nest a `level="sub"` Tabs in the panel for
 * main tabs with sub-tabs.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, level = 'main', children, forceState }: TabsProps) {
  const first = items.find((i) => !i.disabled)?.value ?? '';
  const [selected, setSelected] = useControllable(value, defaultValue ?? first, onValueChange);
  // A value no tab has shows the first tab selected, as a tab list always has one.
  const shown = items.some((i) => i.value === selected) ? selected : items[0]?.value;

  return (
    <RadixTabs.Root value={shown} onValueChange={setSelected} activationMode="automatic">
      <List aria-label={label} level={level} loop>
        {items.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            level={level}
            data-force-state={forceState?.value === item.value ? forceState.state : undefined}
            // Radix points every tab at a panel of its own; here only the selected tab has one.
            {...(children !== undefined && item.value === shown ? {} : { 'aria-controls': undefined })}
          >
            {item.label}
            {item.badge ? <Badge count={item.badge} size="1" /> : null}
          </Tab>
        ))}
      </List>
      {children !== undefined && shown !== undefined ? (
        <Panel value={shown} level={level}>
          {children}
        </Panel>
      ) : null}
    </RadixTabs.Root>
  );
}
