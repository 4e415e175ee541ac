/**
 * The chat modal's body: the left panel (search, my agent, my downline with its online count and
 * broadcast, recent contacts) and the middle (the conversation, the broadcast composer or the
 * message settings). Every message is rendered as text (ChatBubble), never as HTML.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useComposer } from './use-composer';
import { Composer, ComposerText } from './composer-frame';
import { useSnapshot } from 'valtio';
import { CHAT_MESSAGE_MAX, chatDisplayName, chatLength, type ChatContact } from '../../../contract/chat';
import { Button, ContactItem, Empty, ErrorPanel, Input, Spinner, Switch, styled } from '../../../design-system';
import { chatState, setChatNotify } from '../../stores/chat-store';
import { useUserInfo } from '../../stores/user-info';
import {
  conversationState,
  hasDownlineList,
  knownContacts,
  loadOlder,
  loadPanel,
  openContact,
  panelLoading,
  resetConversation,
  search,
  send,
  sendableText,
  showView,
  usePanel,
  useSearchResults,
  useShownMessages,
  watchConversationPushes,
} from './conversation-store';
import { AdminNotices } from './AdminNotices';
import { ChatBubble } from './ChatBubble';
import { GroupMembersPanel, GroupPickerPanel, GroupsSection } from './groups/GroupPanels';
import { GroupMiddle } from './groups/GroupMiddle';
import { closeGroup, groupState, loadGroups, openGroup, refreshGroup, resetGroups, startPicker, watchGroupPushes } from './groups/group-store';
import { resetRedPackets } from './red-packets/red-packet-store';
import { useLettersCount } from './letters/letters-api';
import { formatBeijingShort } from '../../../rules/beijing-time';

const Frame = styled('div', { display: 'flex', height: '520px', margin: '-$2 0', border: '1px solid $border', borderRadius: '$2', overflow: 'hidden' });
const Left = styled('aside', {
  width: '200px',
  flexShrink: 0,
  borderRight: '1px solid $border',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$panel',
});
const LeftScroll = styled('div', { flex: 1, overflowY: 'auto', padding: '$2' });
const Section = styled('section', { marginBottom: '$3' });
const SectionHead = styled('h3', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: '$1 $2',
  fontSize: '$1',
  color: '$textMuted',
  fontWeight: '$medium',
});
const Middle = styled('section', { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', backgroundColor: '$bg' });
const Head = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 $3',
  borderBottom: '1px solid $border',
  minHeight: '44px',
  fontWeight: '$medium',
  backgroundColor: '$panel',
});
const Title = styled('span', { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', unicodeBidi: 'isolate' });
const Messages = styled('div', { flex: 1, overflowY: 'auto', padding: '$3', display: 'flex', flexDirection: 'column', gap: '$3' });
const ComposerRow = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: '$1', color: '$textMuted' });
const Center = styled('div', { margin: 'auto', color: '$textMuted', fontSize: '$2', textAlign: 'center', padding: '$5' });
const Settings = styled('div', { padding: '$4', display: 'flex', flexDirection: 'column', gap: '$3', fontSize: '$2' });

const PLACEHOLDER = `最多${CHAT_MESSAGE_MAX}个字，按Enter发送，Shift+Enter换行`;

/** The upper level and search results show the masked nickname; my own downline shows user names. */
/** How the modal names a contact: a downline by user name (the agent knows them), others by the masked display name. */
const nameOf = (contact: ChatContact) => (contact.relation === 'downline' ? contact.userName : chatDisplayName(contact.nickName, contact.userName));
const notes = { upper: '上级', admin: '管理员', downline: '' } as const;

function ContactList({ contacts, empty }: { contacts: readonly ChatContact[]; empty?: string }) {
  const { contact: open } = useSnapshot(conversationState);
  if (contacts.length === 0) return empty ? <Center css={{ padding: '$2' }}>{empty}</Center> : null;
  return (
    <div>
      {contacts.map((c) => (
        <ContactItem
          key={c.userId}
          name={nameOf(c)}
          note={notes[c.relation] || undefined}
          online={c.online === 1}
          unread={c.unread}
          active={open?.userId === c.userId}
          onClick={() => {
            closeGroup();
            void openContact(c as ChatContact);
          }}
        />
      ))}
    </div>
  );
}

/** Another view of the middle: the group on screen is closed first. */
function showChatView(view: 'broadcast' | 'settings' | 'admin') {
  closeGroup();
  showView(view);
}

function openGroupView(gid: number) {
  groupState.picker = null;
  showView('group');
  void openGroup(gid);
}

function startCreate() {
  closeGroup();
  showView('group');
  startPicker('create');
}

function LeftPanel() {
  const state = useSnapshot(conversationState);
  const { panel, loading, loadError } = usePanel();
  const found = useSearchResults();
  const { picker, gid } = useSnapshot(groupState);
  const userType = useUserInfo()?.userType;
  const letters = useLettersCount();
  const searchForm = useForm({ defaultValues: { text: '' } });
  if (picker) {
    const candidates = [...(panel?.upper ? [panel.upper] : []), ...(panel?.downline ?? []), ...(panel?.recent ?? [])];
    return (
      <Left aria-label="选择成员">
        <GroupPickerPanel candidates={candidates} />
      </Left>
    );
  }
  return (
    <Left aria-label="联系人">
      <div style={{ padding: 8 }}>
        <form role="search" onSubmit={(event) => void searchForm.handleSubmit(({ text }) => search(text))(event)}>
          <Controller
            control={searchForm.control}
            name="text"
            render={({ field }) => (
              <Input
                size="1"
                block
                aria-label="搜索用户或群聊"
                placeholder="搜索用户名或群名，按Enter"
                value={field.value}
                maxLength={16}
                clearable
                onValueChange={(value) => {
                  field.onChange(value);
                  if (!value) void search('');
                }}
              />
            )}
          />
        </form>
      </div>
      <LeftScroll>
        {loading ? <Spinner size="1" label="加载联系人" /> : null}
        {loadError ? <ErrorPanel message={loadError} actionLabel="重试" onAction={() => void loadPanel()} /> : null}
        {found ? (
          <Section aria-label="搜索结果">
            <SectionHead>搜索结果</SectionHead>
            {found.users.length === 0 && found.groups.length === 0 ? <Center css={{ padding: '$2' }}>没有找到可聊天的用户或群聊</Center> : null}
            <ContactList contacts={found.users} />
            {found.groups.map((g) => (
              <ContactItem
                key={`group-${g.gid}`}
                name={`${g.groupName}（${g.memberCount}）`}
                note="群聊"
                online
                unread={g.unread}
                active={state.view === 'group' && gid === g.gid}
                onClick={() => openGroupView(g.gid)}
              />
            ))}
          </Section>
        ) : null}
        <Section aria-label="管理员消息">
          <ContactItem
            key={0}
            name="系统通知"
            note="管理员"
            online
            unread={letters.data?.lettersCount ?? 0}
            active={state.view === 'admin'}
            onClick={() => showChatView('admin')}
          />
        </Section>
        {panel?.upper ? (
          <Section aria-label="我的上级">
            <SectionHead>我的上级</SectionHead>
            <ContactList contacts={[panel.upper]} />
          </Section>
        ) : null}
        {hasDownlineList(userType) ? (
          <Section aria-label="我的下级">
            <SectionHead>
              <span>
                我的下级（<span data-testid="online-count">{panel?.onlineCount ?? 0}</span>/{panel?.downlineCount ?? 0}在线）
              </span>
              <Button size="1" ghost tone="brand" disabled={(panel?.downlineCount ?? 0) === 0} onClick={() => showChatView('broadcast')}>
                群发
              </Button>
            </SectionHead>
            <ContactList contacts={panel?.downline ?? []} empty="暂无下级" />
          </Section>
        ) : null}
        <GroupsSection openGid={state.view === 'group' ? gid : null} onOpen={openGroupView} onCreate={startCreate} />
        <Section aria-label="最近联系人">
          <SectionHead>最近联系人</SectionHead>
          <ContactList contacts={panel?.recent ?? []} empty="暂无最近联系人" />
        </Section>
      </LeftScroll>
    </Left>
  );
}

function ComposerBox() {
  const { draft, draftProps, ready, submit, onKeyDown } = useComposer(sendableText, send);
  return (
    <Composer>
      <ComposerText aria-label="消息内容" placeholder={PLACEHOLDER} maxLength={CHAT_MESSAGE_MAX} {...draftProps} onKeyDown={onKeyDown} />
      <ComposerRow>
        <span>
          {chatLength(draft)}/{CHAT_MESSAGE_MAX}
        </span>
        <Button size="1" disabled={!ready} onClick={submit}>
          发送
        </Button>
      </ComposerRow>
    </Composer>
  );
}

function MessageList() {
  const state = useSnapshot(conversationState);
  const me = useUserInfo()?.uin;
  const conversation = useShownMessages();
  const list = state.view === 'broadcast' ? state.broadcasts : conversation.messages;
  const bottom = useRef<HTMLDivElement>(null);
  const last = list[list.length - 1];
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.messageId, last?.id, state.contact?.userId]);
  return (
    <Messages role="log" aria-label="消息列表">
      {state.view === 'chat' && conversation.hasOlder ? (
        <Button size="1" ghost tone="neutral" onClick={() => void loadOlder()} disabled={state.loadingHistory}>
          查看更早的消息
        </Button>
      ) : null}
      {state.loadingHistory && list.length === 0 ? <Spinner size="2" label="加载消息" /> : null}
      {!state.loadingHistory && list.length === 0 ? (
        <Center>{state.view === 'broadcast' ? '群发的消息会发给你的每一位直属下级' : '暂无消息，打个招呼吧'}</Center>
      ) : null}
      {list.map((m) => (
        <ChatBubble
          key={m.id || m.messageId}
          mine={m.fromUserId === me}
          // The other side is named as the contact list names them (one way on both sides of the modal).
          name={
            m.fromUserId !== me && state.contact?.userId === m.fromUserId
              ? nameOf(state.contact as ChatContact)
              : chatDisplayName(m.fromNickName, m.fromUserName)
          }
          time={formatBeijingShort(m.createTime)}
          text={m.message}
          pending={m.pending}
          error={m.error}
        />
      ))}
      <div ref={bottom} />
    </Messages>
  );
}

function MessageSettings() {
  const { notify } = useSnapshot(chatState);
  return (
    <>
      <Head>
        <Title>消息设置</Title>
      </Head>
      <Settings>
        <Switch label="新消息弹出通知" checked={notify} onCheckedChange={setChatNotify} />
        <span style={{ opacity: 0.7 }}>关闭后仍会在聊天按钮上显示未读数。</span>
      </Settings>
    </>
  );
}

function MiddlePanel() {
  const state = useSnapshot(conversationState);
  const { panel } = usePanel();
  if (state.view === 'settings') return <Middle>{<MessageSettings />}</Middle>;
  if (state.view === 'admin')
    return (
      <Middle>
        <AdminNotices />
      </Middle>
    );
  if (state.view === 'group')
    return (
      <Middle aria-label="群聊天">
        <GroupMiddle />
      </Middle>
    );
  const title = state.view === 'broadcast' ? `群发下级（${panel?.downlineCount ?? 0}人）` : state.contact ? nameOf(state.contact as ChatContact) : '';
  return (
    <Middle aria-label="聊天">
      <Head>
        <Title data-testid="chat-title">{title || '站内聊天'}</Title>
        <Button size="1" ghost tone="neutral" onClick={() => showChatView('settings')}>
          消息设置
        </Button>
      </Head>
      {state.view === 'chat' && !state.contact ? (
        <Center>
          <Empty text="选择左侧联系人开始聊天" compact />
        </Center>
      ) : (
        <>
          <MessageList />
          <ComposerBox />
        </>
      )}
    </Middle>
  );
}

/** Mounted while the modal is open: loads the panel and follows the socket. */
export function ChatWindow() {
  const { requestedUserId } = useSnapshot(chatState);
  useEffect(() => {
    void loadPanel();
    const stopConversation = watchConversationPushes();
    void loadGroups();
    const stopGroups = watchGroupPushes();
    return () => {
      stopConversation();
      stopGroups();
      resetGroups();
      resetRedPackets();
      resetConversation();
    };
  }, []);
  // A notification clicked while the modal is open.
  useEffect(() => {
    if (requestedUserId === null || panelLoading()) return;
    const found = knownContacts().find((c) => c.userId === requestedUserId);
    chatState.requestedUserId = null;
    if (found) void openContact(found);
  }, [requestedUserId]);
  const { view } = useSnapshot(conversationState);
  const { gid } = useSnapshot(groupState);
  return (
    <Frame>
      <LeftPanel />
      <MiddlePanel />
      {view === 'group' && gid !== null ? <GroupMembersPanel onRefresh={() => void refreshGroup()} /> : null}
    </Frame>
  );
}
