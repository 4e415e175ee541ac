import { focusRing, styled } from '../../../../design-system';

const Card = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '220px',
  borderRadius: '$3',
  overflow: 'hidden',
  cursor: 'pointer',
  backgroundColor: '$brand',
  color: '$onBrand',
  boxShadow: '$1',
  '&:hover': { backgroundColor: '$brandHover' },
  '&:focus-visible': focusRing,
  // A packet that can no longer be opened turns pale, yet still opens its details.
  '&[data-state="claimed"], &[data-state="expired"], &[data-state="finished"]': {
    backgroundColor: '$brandSubtle',
    color: '$brand',
    '&:hover': { backgroundColor: '$brandSubtle' },
  },
});

const Body = styled('span', { display: 'flex', alignItems: 'center', gap: '$3', padding: '$3' });

const Seal = styled('span', {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '36px',
  borderRadius: '$round',
  backgroundColor: '$warning',
  color: '$onWarning',
  fontWeight: '$bold',
  fontSize: '$3',
});

const Texts = styled('span', { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
const Title = styled('span', { fontSize: '$2', fontWeight: '$medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const State = styled('span', { fontSize: '$1' });
const Foot = styled('span', { padding: '$1 $3', fontSize: '$1', backgroundColor: '$panel', color: '$textMuted' });

export type RedPacketCardState = 'open' | 'claimed' | 'expired' | 'finished';

const stateLabels: Record<RedPacketCardState, string> = { open: '领取红包', claimed: '已领取', expired: '已过期', finished: '已领完' };

export interface RedPacketCardProps {
  /** The greeting written on the packet. */
  title: string;
  /** The kind shown at the foot, e.g. 拼手气红包. */
  kind: string;
  /** open: can still be taken; claimed: taken by me; expired; finished: every share taken. */
  state?: RedPacketCardState;
  onClick?: () => void;
}

/** A red packet in a conversation: its greeting and state (领取红包, 已领取, 已过期, 已领完). */
export function RedPacketCard({ title, kind, state = 'open', onClick }: RedPacketCardProps) {
  return (
    <Card type="button" data-state={state} data-testid="red-packet-card" onClick={onClick}>
      <Body>
        <Seal aria-hidden>¥</Seal>
        <Texts>
          <Title>{title}</Title>
          <State>{stateLabels[state]}</State>
        </Texts>
      </Body>
      <Foot>{kind}</Foot>
    </Card>
  );
}
