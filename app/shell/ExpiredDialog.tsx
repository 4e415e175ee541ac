import { ConfirmDialog } from '../../design-system';
import { dismissExpiredWarning, EXPIRED_MESSAGE, EXPIRED_TITLE } from '../stores/session-store';

/** "系统消息 · 登录状态已失效，请重新登录" (ExpiredWarning shows it while the warning is up). */
export function ExpiredDialog() {
  return (
    <ConfirmDialog
      open
      title={EXPIRED_TITLE}
      message={EXPIRED_MESSAGE}
      confirmText="确定"
      hideCancel
      onConfirm={dismissExpiredWarning}
      onCancel={dismissExpiredWarning}
    />
  );
}
