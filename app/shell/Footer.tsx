import { Link } from 'wouter';
import { styled, textLink } from '../../design-system';
import { helpAnchors, href, siteName } from '../paths';

const Root = styled('footer', {
  marginTop: '$6',
  padding: '$5 0',
  backgroundColor: '$panel',
  borderTop: '1px solid $border',
  color: '$textMuted',
  fontSize: '$1',
});
const Inner = styled('div', { width: '1200px', margin: '0 auto', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$3' });
const Links = styled('nav', { display: 'flex', gap: '$4' });

/** Footer with the help-center links (hidden, with the header, on the bare pages). */
export function Footer() {
  return (
    <Root>
      <Inner>
        <Links aria-label="帮助链接">
          {helpAnchors.map((a) => (
            <Link key={a.anchor} href={href.helpCenter(a.anchor)} className={textLink({ tone: 'neutral' })}>
              {a.label}
            </Link>
          ))}
        </Links>
        <p style={{ margin: 0 }}>
          © {new Date().getFullYear()} {siteName} 版权所有 · 理性投注，量力而行
        </p>
      </Inner>
    </Root>
  );
}
