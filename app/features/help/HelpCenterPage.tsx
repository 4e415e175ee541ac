import { useEffect } from 'react';
import { styled } from '../../../design-system';
import { helpAnchors, type HelpAnchor } from '../../lib/paths';
import { HelpBlocks } from './HelpBlocks';
import { helpSections } from './help-content';
import { LotteryRules } from './LotteryRules';

const Page = styled('main', { width: '1200px', margin: '0 auto', padding: '$5 0 $7', display: 'grid', gridTemplateColumns: '200px 1fr', gap: '$5' });
const Side = styled('nav', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  alignSelf: 'start',
  position: 'sticky',
  top: '$4',
  padding: '$3',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  '& a': { color: '$text', padding: '$2 $3', borderRadius: '$2', textDecoration: 'none' },
  '& a:hover': { backgroundColor: '$bg', color: '$brand' },
});
const Section = styled('section', {
  padding: '$5',
  marginBottom: '$4',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  lineHeight: '$2',
  scrollMarginTop: '16px',
  '& h2': { marginTop: 0 },
  '& h3': { margin: '$5 0 $2', fontSize: '$3' },
  '& ol, & ul': { paddingLeft: '$5' },
  '& li': { marginBottom: '$1' },
});

function scrollToHash() {
  const id = decodeURIComponent(location.hash.replace(/^#/, ''));
  if (id) document.getElementById(id)?.scrollIntoView();
}

/** /helpercenter: one section per hash anchor, reached from the side menu or a link with the hash (wouter ignores the hash, so the page follows it). */
export function HelpCenterPage() {
  useEffect(() => {
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => window.removeEventListener('hashchange', scrollToHash);
  }, []);
  return (
    <Page>
      <Side aria-label="帮助中心">
        {helpAnchors.map((a) => (
          <a key={a.anchor} href={`#${a.anchor}`}>
            {a.label}
          </a>
        ))}
      </Side>
      <div>
        {helpAnchors.map((a) => (
          <Section key={a.anchor} id={a.anchor} aria-labelledby={`${a.anchor}-title`}>
            <h2 id={`${a.anchor}-title`}>{a.label}</h2>
            <HelpBlocks blocks={helpSections[a.anchor as HelpAnchor]} />
            {a.anchor === 'Lottery' ? <LotteryRules /> : null}
          </Section>
        ))}
      </div>
    </Page>
  );
}
