import { Link } from 'wouter';
import { styled } from '../../design-system';
import { promotionPages } from '../paths';

const Rail = styled('aside', {
  position: 'fixed',
  left: '$3',
  top: '30%',
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& a': {
    display: 'block',
    width: '120px',
    padding: '$3',
    borderRadius: '$3',
    backgroundColor: '$panelRaised',
    color: '$brand',
    border: '1px solid $border',
    boxShadow: '$2',
    textDecoration: 'none',
    fontSize: '$2',
    textAlign: 'center',
  },
});

/** Floating ad links on / and the login/register pages. */
export function FloatingAds() {
  return (
    <Rail aria-label="优惠活动">
      {promotionPages.map((p) => (
        <Link key={p.path} href={p.path}>
          {p.label}
        </Link>
      ))}
    </Rail>
  );
}
