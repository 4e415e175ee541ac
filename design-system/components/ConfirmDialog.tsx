import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { Button } from './Button';
import { Icon } from './Icon';
import { Modal } from './Modal';

const Message = styled('div', {
  display: 'flex',
  gap: '$3',
  alignItems: 'flex-start',
  fontSize: '$3',
  lineHeight: '$2',
  '& > svg': { marginTop: '2px' },
  variants: { tone: { brand: { '& > svg': { color: '$warning' } }, danger: { '& > svg': { color: '$danger' } } } },
  defaultVariants: { tone: 'brand' },
});

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** danger for destructive actions (logout, cancel order, dissolve group): focus starts on cancel. */
  tone?: 'brand' | 'danger';
  /** The confirm action is running: the button shows a spinner and ignores clicks. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Hide the cancel button (an acknowledgement such as 登录状态已过期). */
  hideCancel?: boolean;
}

/** A confirmation (alertdialog): a message with 确定 / 取消. Escape and the close button cancel. */
export function ConfirmDialog({
  open,
  title = '提示',
  message,
  confirmText = '确定',
  cancelText = '取消',
  tone = 'brand',
  loading = false,
  onConfirm,
  onCancel,
  hideCancel = false,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={`${id}-message`}
      closeOnBackdrop={false}
      initialFocus={tone === 'danger' && !hideCancel ? cancelRef : confirmRef}
      footer={
        <>
          {hideCancel ? null : (
            <Button ref={cancelRef} tone="neutral" onClick={onCancel}>
              {cancelText}
            </Button>
          )}
          <Button ref={confirmRef} tone={tone} loading={loading} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      <Message id={`${id}-message`} tone={tone}>
        <Icon name={tone === 'danger' ? 'error' : 'warning'} size="3" />
        <div>{message}</div>
      </Message>
    </Modal>
  );
}
