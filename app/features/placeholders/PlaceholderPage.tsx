import type { ReactNode } from 'react';
import { Icon, styled } from '../../../design-system';

const Page = styled('main', { width: '1200px', margin: '0 auto', padding: '$5 0 $7' });
const Frame = styled('section', {
  minHeight: '420px',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$6',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  '& h1': { margin: 0, fontSize: '$5' },
});
const Notice = styled('p', { display: 'flex', alignItems: 'center', gap: '$2', margin: 0, color: '$textMuted' });

export interface PlaceholderPageProps {
  title: string;
  /** What will be here. */
  description?: ReactNode;
  children?: ReactNode;
  /** Render without the page column (inside another frame). */
  inline?: boolean;
}

/**
 * The frame of a screen whose content arrives with a later issue: its title and a notice,
 * never a blank page. The lottery, chart and record routes point here until their screens land
 * (swap them in app/routes.tsx).
 */
export function PlaceholderPage({ title, description, children, inline = false }: PlaceholderPageProps) {
  const frame = (
    <Frame aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      {description ? <p style={{ margin: 0 }}>{description}</p> : null}
      <Notice>
        <Icon name="info" />
        该页面内容将在后续版本提供。
      </Notice>
      {children}
    </Frame>
  );
  return inline ? frame : <Page>{frame}</Page>;
}
