// Layout helpers for stories only (not a design-system component; Ladle loads only *.stories.tsx).
import type { CSSProperties, ReactNode } from 'react';

export function Row({
  children,
  gap = 12,
  align = 'center',
  wrap = true,
}: {
  children: ReactNode;
  gap?: number;
  align?: CSSProperties['alignItems'];
  wrap?: boolean;
}) {
  return <div style={{ display: 'flex', gap, alignItems: align, flexWrap: wrap ? 'wrap' : 'nowrap' }}>{children}</div>;
}

export function Stack({ children, gap = 16, width }: { children: ReactNode; gap?: number; width?: number }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap, width }}>{children}</div>;
}

export function Caption({ children }: { children: ReactNode }) {
  return <div style={{ fontSize: 12, color: 'var(--ds-colors-textMuted)' }}>{children}</div>;
}

/** Leaves room below a trigger so an open popover stays inside the story's screenshot box. */
export function Room({ children, height = 240, width }: { children: ReactNode; height?: number; width?: number }) {
  return <div style={{ minHeight: height, width }}>{children}</div>;
}
