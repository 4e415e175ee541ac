import { useSnapshot } from 'valtio';
import { Modal } from '../../design-system';
import { ChatWindow } from '../features/chat/ChatWindow';
import { chatState, closeChat } from '../stores/chat-store';

/** The chat modal (754 px): direct conversations with my agent, my downline and administrators. */
export function ChatModal() {
  const { open } = useSnapshot(chatState);
  return (
    <Modal open={open} width="chat" title="站内聊天" onClose={closeChat}>
      {open ? <ChatWindow /> : null}
    </Modal>
  );
}
