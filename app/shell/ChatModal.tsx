import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBoundary, Modal, Spinner } from '../../design-system';
import { lazyComponent } from '../lib/lazy-component';
import { chatState, closeChat } from '../stores/chat-store';

// The conversations: a chunk loaded when the chat first opens.
const ChatWindow = lazyComponent(() => import(/* webpackChunkName: "chat" */ '../features/chat/ChatWindow').then((m) => m.ChatWindow));

/** The chat modal (754 px): direct conversations with my agent, my downline and administrators. A failure shows in the modal. */
export function ChatModal() {
  const { open } = useSnapshot(chatState);
  return (
    <Modal open={open} width="chat" title="站内聊天" onClose={closeChat}>
      {open ? (
        <ErrorBoundary title="聊天出错了" message="聊天暂时无法显示，请重试；问题持续时请联系客服。">
          <Suspense fallback={<Spinner label="聊天加载中" />}>
            <ChatWindow />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </Modal>
  );
}
