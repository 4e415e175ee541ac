import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button, ConfirmDialog } from '../design-system/index';
import type { ConfirmDialogProps } from '../design-system/index';

function Demo(props: Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button tone="neutral" onClick={() => setOpen(true)}>
        打开
      </Button>
      <ConfirmDialog {...props} open={open} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

export const Default: Story = () => <Demo message="余额不足，是否充值？" confirmText="去充值" />;
Default.meta = { viewport: true };

/** Destructive: focus starts on 取消. */
export const Danger: Story = () => <Demo title="退出登录" message="确定要退出登录吗？" tone="danger" confirmText="退出" />;
Danger.meta = { viewport: true };

export const Loading: Story = () => <Demo title="撤单" message="确定撤销该订单吗？" tone="danger" loading />;
Loading.meta = { viewport: true };

export const Acknowledge: Story = () => <Demo title="系统消息" message="登录状态已过期，请重新登录" hideCancel />;
Acknowledge.meta = { viewport: true };
