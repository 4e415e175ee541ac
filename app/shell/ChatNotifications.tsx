import { useSnapshot } from 'valtio';
import { Notification } from '../../design-system';
import { chatState, dismissChatNotice, openNoticeContact, type ChatNotice } from '../stores/chat-store';

/** The chat notification showing now (the store shows them one at a time, 3 s each); a click opens that contact. */
export function ChatNotifications() {
  const { notice } = useSnapshot(chatState);
  if (!notice) return null;
  return (
    <Notification
      key={notice.id}
      open
      corner="bottom-right"
      tone="brand"
      title={`新消息：${notice.title}`}
      duration={null}
      onClose={dismissChatNotice}
      onClick={() => openNoticeContact(notice as ChatNotice)}
    >
      {notice.text}
    </Notification>
  );
}
