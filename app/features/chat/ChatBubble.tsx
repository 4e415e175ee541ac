import { Icon, Spinner, styled } from '../../../design-system';

const Row = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  maxWidth: '78%',
  variants: {
    mine: {
      true: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      false: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

const Meta = styled('div', { fontSize: '$1', color: '$textMuted', display: 'flex', gap: '$2' });

const Line = styled('div', { display: 'flex', alignItems: 'center', gap: '$2' });

const Text = styled('div', {
  padding: '$2 $3',
  borderRadius: '$3',
  fontSize: '$2',
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  // Right-to-left overrides inside a message stay inside it.
  unicodeBidi: 'isolate',
  variants: {
    mine: {
      true: { backgroundColor: '$brand', color: '$onBrand', borderTopRightRadius: '$1' },
      false: { backgroundColor: '$panelRaised', color: '$text', border: '1px solid $border', borderTopLeftRadius: '$1' },
    },
    failed: { true: { outline: '1px dashed $danger', outlineOffset: '2px' } },
  },
});

const Failure = styled('span', { color: '$danger', fontSize: '$1', display: 'inline-flex', alignItems: 'center', gap: '$1' });

export interface ChatBubbleProps {
  /** The text as sent: always rendered as text, never as HTML. */
  text: string;
  /** Sent by me (right, brand colour). */
  mine: boolean;
  /** The sender's shown name (left-hand messages). */
  name?: string;
  /** Already formatted time. */
  time?: string;
  /** Sending: waiting for the server. */
  pending?: boolean;
  /** Sending failed: the reason. */
  error?: string;
}

/** One chat message: the sender and time above, the text in a bubble, a spinner while it is sending. */
export function ChatBubble({ text, mine, name, time, pending = false, error }: ChatBubbleProps) {
  return (
    <Row mine={mine} data-testid="chat-bubble" data-pending={pending ? 'true' : undefined}>
      <Meta>
        {!mine && name ? <span>{name}</span> : null}
        {time ? <span>{time}</span> : null}
      </Meta>
      <Line>
        {pending ? <Spinner size="1" label="发送中" /> : null}
        {error ? (
          <Failure role="alert">
            <Icon name="error" size="1" />
            {error}
          </Failure>
        ) : null}
        <Text mine={mine} failed={error !== undefined}>
          {text}
        </Text>
      </Line>
    </Row>
  );
}
