/**
 * A group's conversation: texts, red-packet cards and system tips, then the input, shown only to
 * those allowed to speak (the owner, or a member not muted in a group not all-muted), with the
 * red-packet button when red packets are on.
 */
import { useLayoutEffect, useRef } from 'react';
import { useComposer } from '../use-composer';
import { Composer, ComposerText } from '../composer-frame';
import { useSnapshot } from 'valtio';
import { chatLength } from '../../../../contract/chat';
import { GROUP_MESSAGE_MAX, GROUP_MESSAGE_TYPE, GROUP_TIP, type RedPacketCard as Card } from '../../../../contract/groups';
import { Button, Spinner, styled } from '../../../../design-system';
import { useUserInfo } from '../../../stores/user-info';
import { ChatBubble } from '../ChatBubble';
import { RedPacketCard } from '../red-packets/RedPacketCard';
import { openPacket } from '../red-packets/red-packet-store';
import { SystemTip } from '../SystemTip';
import { cardState, redPacketKinds } from '../red-packets/red-packet-rules';
import { formatBeijingShort } from '../../../../rules/beijing-time';
import { canSpeak, groupSendable, nameBook, tipLines, type NameOf } from './group-rules';
import {
  groupState,
  loadOlderGroupMessages,
  sendGroupText,
  showGroupView,
  useGroupList,
  useGroupMessages,
  useOpenGroupDetail,
  type ShownGroupMessage,
} from './group-store';
import { Center, Muted } from './layout';
import { errorCodes } from '../../../../contract/primitives';

const Messages = styled('div', { flex: 1, minHeight: 0, overflowY: 'auto', padding: '$3', display: 'flex', flexDirection: 'column', gap: '$3' });
const CardRow = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  variants: { mine: { true: { alignSelf: 'flex-end', alignItems: 'flex-end' }, false: { alignSelf: 'flex-start', alignItems: 'flex-start' } } },
});
const Row = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2', fontSize: '$1', color: '$textMuted' });
const Silenced = styled('div', {
  borderTop: '1px solid $border',
  padding: '$3',
  textAlign: 'center',
  fontSize: '$2',
  color: '$textMuted',
  backgroundColor: '$panel',
});

export const GROUP_PLACEHOLDER = `最多${GROUP_MESSAGE_MAX}个字，按Enter发送，Shift+Enter换行`;

function Message({ m, me, now, nameOf }: { m: ShownGroupMessage; me: number; now: number; nameOf: NameOf }) {
  if (m.messageType === GROUP_MESSAGE_TYPE.tip && m.tip) {
    const tone = m.tip.type === GROUP_TIP.grabbed ? 'brand' : 'neutral';
    return (
      <>
        {tipLines(m.tip, me, nameOf).map((line) => (
          <SystemTip key={line} tone={tone}>
            {line}
          </SystemTip>
        ))}
      </>
    );
  }
  const mine = m.from === me;
  if (m.messageType === GROUP_MESSAGE_TYPE.redPacket && m.redPacket) {
    const card = m.redPacket;
    return (
      <CardRow mine={mine}>
        <Muted>
          {mine ? '' : `${nameOf(m.from, m.fromNikeName)} `}
          {formatBeijingShort(m.time)}
        </Muted>
        <RedPacketCard
          title={card.content}
          kind={redPacketKinds[card.type]}
          state={cardState(card.status, card.expiredTime, now)}
          onClick={() => void openPacket(card as Card)}
        />
      </CardRow>
    );
  }
  return (
    <ChatBubble mine={mine} name={nameOf(m.from, m.fromNikeName)} time={formatBeijingShort(m.time)} text={m.message} pending={m.pending} error={m.error} />
  );
}

function MessageList() {
  const state = useSnapshot(groupState);
  const { messages, hasOlder } = useGroupMessages();
  const detail = useOpenGroupDetail();
  const me = useUserInfo()?.uin ?? 0;
  const bottom = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.messageId, last?.id, state.gid, messages.length]);
  const now = Date.now();
  const nameOf = nameBook(detail?.members);
  return (
    <Messages role="log" aria-label="群消息">
      {hasOlder ? (
        <Button size="1" ghost tone="neutral" onClick={() => void loadOlderGroupMessages()} disabled={state.loadingHistory}>
          查看更早的消息
        </Button>
      ) : null}
      {state.loadingHistory && messages.length === 0 ? <Spinner size="2" label="加载消息" /> : null}
      {!state.loadingHistory && messages.length === 0 ? <Center>暂无消息，打个招呼吧</Center> : null}
      {messages.map((m, i) => (
        <Message key={m.id || m.messageId || i} m={m as ShownGroupMessage} me={me} now={now} nameOf={nameOf} />
      ))}
      <div ref={bottom} />
    </Messages>
  );
}

function GroupComposer({ redPackets }: { redPackets: boolean }) {
  const { draft, draftProps, ready, submit, onKeyDown } = useComposer(groupSendable, sendGroupText);
  return (
    <Composer>
      <ComposerText aria-label="群消息内容" placeholder={GROUP_PLACEHOLDER} {...draftProps} onKeyDown={onKeyDown} />
      <Row>
        <span>
          {chatLength(draft)}/{GROUP_MESSAGE_MAX}
        </span>
        <span style={{ display: 'flex', gap: 8 }}>
          {redPackets ? (
            <Button size="1" tone="danger" ghost onClick={() => showGroupView('redPacketSend', null)}>
              发红包
            </Button>
          ) : null}
          <Button size="1" disabled={!ready} onClick={submit}>
            发送
          </Button>
        </span>
      </Row>
    </Composer>
  );
}

export function GroupConversation() {
  const detail = useOpenGroupDetail();
  const { limits } = useGroupList();
  const speaking = detail ? canSpeak({ isOwner: detail.me.isOwner, myMute: detail.me.mute, allMute: detail.mute }) : false;
  return (
    <>
      <MessageList />
      {!detail ? null : speaking ? (
        <GroupComposer redPackets={limits?.redPacketEnabled === 1} />
      ) : (
        <Silenced role="status">{detail.mute ? errorCodes.groupAllMuted.msg : errorCodes.groupMuted.msg}</Silenced>
      )}
    </>
  );
}
