import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { Button, Toast, Toaster, toast } from '../design-system/index';
import { Row, Stack } from './layout';

export const Tones: Story = () => (
  <Stack gap={12}>
    <Toast tone="success">订单提交成功！</Toast>
    <Toast tone="danger">请求失败</Toast>
    <Toast tone="warning">当前账号不可充值/转账</Toast>
    <Toast tone="neutral">已复制到剪贴板</Toast>
  </Stack>
);

/** toast.success/error/warning(message, { duration }); mount <Toaster /> once. These stay until dismissed (duration 0). */
export const Raised: Story = () => {
  useEffect(() => {
    toast.clear();
    toast.success('订单提交成功！', { duration: 0 });
    toast.warning('余额不足', { duration: 0 });
    toast.error('转账失败', { duration: 0 });
    return () => toast.clear();
  }, []);
  return (
    <>
      <Toaster />
      <Row>
        <Button tone="success" onClick={() => toast.success('操作成功！')}>
          成功（2 秒）
        </Button>
        <Button tone="danger" onClick={() => toast.error('请求失败', { duration: 4000 })}>
          错误（4 秒）
        </Button>
        <Button tone="neutral" onClick={() => toast.warning('请输入正确的金额', { duration: 3000 })}>
          警告（3 秒）
        </Button>
        <Button ghost onClick={() => toast.clear()}>
          清空
        </Button>
      </Row>
    </>
  );
};
Raised.meta = { viewport: true };
