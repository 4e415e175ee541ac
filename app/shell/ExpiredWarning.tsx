import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../design-system';
import { dismissExpiredWarning, EXPIRED_MESSAGE, EXPIRED_TITLE, EXPIRED_WARNING_MS, sessionState } from '../stores/session-store';

/** "系统消息 · 登录状态已失效，请重新登录", closed by itself after 3 s. */
export function ExpiredWarning() {
  const { expiredWarning } = useSnapshot(sessionState);
  useEffect(() => {
    if (!expiredWarning) return;
    const timer = setTimeout(dismissExpiredWarning, EXPIRED_WARNING_MS);
    return () => clearTimeout(timer);
  }, [expiredWarning]);
  return (
    <ConfirmDialog
      open={expiredWarning}
      title={EXPIRED_TITLE}
      message={EXPIRED_MESSAGE}
      confirmText="确定"
      hideCancel
      onConfirm={dismissExpiredWarning}
      onCancel={dismissExpiredWarning}
    />
  );
}
