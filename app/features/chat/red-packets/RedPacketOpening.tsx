import { focusRing, keyframes, styled } from '../../../../design-system';

const flip = keyframes({ from: { transform: 'rotateY(0deg)' }, to: { transform: 'rotateY(360deg)' } });
const rise = keyframes({ from: { opacity: 0, transform: 'scale(0.9)' }, to: { opacity: 1, transform: 'none' } });

const Panel = styled('section', {
  position: 'relative',
  boxSizing: 'border-box',
  width: '280px',
  minHeight: '380px',
  margin: 'auto',
  padding: '$6 $4 $4',
  borderRadius: '$4',
  backgroundColor: '$brand',
  color: '$onBrand',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  textAlign: 'center',
  boxShadow: '$3',
  animation: `${rise} 200ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

const Sender = styled('div', { fontSize: '$3', fontWeight: '$medium' });
const Greeting = styled('div', { fontSize: '$4', lineHeight: '$2', minHeight: '54px', overflowWrap: 'anywhere' });
const Amount = styled('div', { fontSize: '$6', fontWeight: '$bold' });
const Note = styled('div', { fontSize: '$2' });

const Coin = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  marginTop: '$4',
  size: '88px',
  borderRadius: '$round',
  backgroundColor: '$warning',
  color: '$onWarning',
  fontSize: '36px',
  fontWeight: '$bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  boxShadow: '$2',
  '&:focus-visible': focusRing,
  '&[data-spinning="true"]': { animation: `${flip} 700ms linear infinite`, cursor: 'progress' },
  // Players who ask for less motion see the coin still; the state change alone says it is opening.
  '@media (prefers-reduced-motion: reduce)': { '&[data-spinning="true"]': { animation: 'none', opacity: 0.7 } },
});

const Foot = styled('div', { marginTop: 'auto', display: 'flex', gap: '$2' });
const LinkButton = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  fontSize: '$2',
  textDecoration: 'underline',
  '&:focus-visible': focusRing,
});
const Close = styled('button', {
  all: 'unset',
  position: 'absolute',
  top: '$2',
  right: '$3',
  fontSize: '$5',
  lineHeight: 1,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});

export type RedPacketOpeningStatus = 'ready' | 'opening' | 'opened' | 'expired' | 'finished';

export interface RedPacketOpeningProps {
  /** Whose packet it is. */
  sender: string;
  title: string;
  status: RedPacketOpeningStatus;
  /** What I received (opened). */
  amount?: string;
  /** When it expired, already formatted (expired). */
  expiredAt?: string;
  onOpen?: () => void;
  /** Shows who took what. */
  onDetails?: () => void;
  onClose?: () => void;
}

/**
 * The packet opened in front of the player: 開 to take a share (the coin turns while the server
 * answers, held still for reduced motion), then the amount taken, or why nothing is left.
 */
export function RedPacketOpening({ sender, title, status, amount, expiredAt, onOpen, onDetails, onClose }: RedPacketOpeningProps) {
  return (
    <Panel aria-label="拆红包" data-status={status}>
      {onClose ? (
        <Close type="button" aria-label="关闭" onClick={onClose}>
          ×
        </Close>
      ) : null}
      <Sender>{sender}的红包</Sender>
      {status === 'opened' ? (
        <>
          <Amount data-testid="red-packet-amount">{amount}元</Amount>
          <Note>已存入余额</Note>
        </>
      ) : status === 'expired' ? (
        <Greeting>该红包已过期{expiredAt ? `（${expiredAt}）` : ''}</Greeting>
      ) : status === 'finished' ? (
        <Greeting>手慢了，红包派完了</Greeting>
      ) : (
        <>
          <Greeting>{title}</Greeting>
          <Coin
            type="button"
            aria-label="开红包"
            data-spinning={status === 'opening' ? 'true' : undefined}
            aria-busy={status === 'opening'}
            disabled={status === 'opening'}
            onClick={onOpen}
          >
            開
          </Coin>
        </>
      )}
      <Foot>
        {onDetails ? (
          <LinkButton type="button" onClick={onDetails}>
            查看领取详情
          </LinkButton>
        ) : null}
      </Foot>
    </Panel>
  );
}
