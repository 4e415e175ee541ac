import type { Story } from '@ladle/react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Input, Modal, Select, Tabs, Toaster, toast } from '../design-system/index';
import type { ModalWidth } from '../design-system/index';

function Demo({ width, title, children, footer = true }: { width: ModalWidth; title: string; children: ReactNode; footer?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开弹窗</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        width={width}
        footer={
          footer ? (
            <>
              <Button tone="neutral" onClick={() => setOpen(false)}>
                取消
              </Button>
              <Button onClick={() => setOpen(false)}>确定</Button>
            </>
          ) : undefined
        }
      >
        {children}
      </Modal>
    </>
  );
}

/** 538 px: security questions. Tab stays inside; Escape closes; focus returns to the button. */
export const Security: Story = () => (
  <Demo width="security" title="设置密保问题">
    <div style={{ display: 'grid', gap: 12 }}>
      <Input label="问题一答案" block placeholder="4-20个字符" />
      <Input label="问题二答案" block placeholder="4-20个字符" />
    </div>
  </Demo>
);
Security.meta = { viewport: true };

/** 754 px: chat. */
export const Chat: Story = () => (
  <Demo width="chat" title="站内聊天" footer={false}>
    <div style={{ height: 360, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'var(--ds-colors-textMuted)' }}>暂无消息</div>
  </Demo>
);
Chat.meta = { viewport: true };

/** 1150 px wide, at least 800 px high (capped by the window): the wallet. */
export const Wallet: Story = () => (
  <Demo width="wallet" title="钱包" footer={false}>
    <Tabs
      label="钱包"
      items={[
        { value: 'charge', label: '充值' },
        { value: 'transfer', label: '转账' },
        { value: 'withdraw', label: '提现' },
      ]}
      defaultValue="charge"
    >
      <p style={{ margin: 0 }}>请选择充值方式</p>
    </Tabs>
  </Demo>
);
Wallet.meta = { viewport: true };

/** A Select inside a dialog: its list opens in the top layer, above the dialog, and stays clickable. */
export const WithSelect: Story = () => (
  <Demo width="security" title="设置密保问题">
    <Select
      label="问题一"
      block
      defaultValue="1"
      defaultOpen
      options={[
        { value: '1', label: '您的出生地是？' },
        { value: '2', label: '您父亲的姓名是？' },
        { value: '3', label: '您母亲的姓名是？' },
      ]}
    />
  </Demo>
);
WithSelect.meta = { viewport: true };

/** A toast raised while a dialog is open shows above it and its backdrop (the screenshot checks it). */
export const ToastOverDialog: Story = () => {
  useEffect(() => {
    toast.clear();
    toast.error('转账失败', { duration: 0 });
    return () => toast.clear();
  }, []);
  return (
    <>
      <Toaster />
      <Demo width="1" title="转账">
        确认转出 100.00 元？
      </Demo>
    </>
  );
};
ToastOverDialog.meta = { viewport: true };

export const Closed: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开弹窗</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="提示">
        点击遮罩、关闭按钮或按 Esc 关闭。
      </Modal>
    </>
  );
};
