import { useSnapshot } from 'valtio';
import { Modal, styled } from '../../design-system';
import { chatState, closeChat } from '../stores/chat-store';

const Later = styled('p', { margin: '$7 auto', color: '$textMuted', textAlign: 'center' });

/** The chat modal frame (754 px); conversations, groups and red packets arrive with the chat issue. */
export function ChatModal() {
  const { open } = useSnapshot(chatState);
  return (
    <Modal open={open} width="chat" title="站内聊天" onClose={closeChat}>
      <Later>聊天、群组与红包功能将在后续版本提供。</Later>
    </Modal>
  );
}
