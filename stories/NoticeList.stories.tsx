import type { Story } from '@ladle/react';
import { Button, NoticeList, type NoticeItem } from '../design-system/index';

const notices: NoticeItem[] = [
  { id: 4, time: '2026-11-25 20:00:00', unread: true, content: '您好，您的账户已完成安全检测。如非本人操作，请及时修改登录密码。' },
  { id: 3, time: '2026-11-25 15:00:00', unread: true, content: '新玩法上线：一分彩新增“龙虎和”玩法，欢迎体验。\n如有疑问请联系在线客服。' },
  { id: 2, time: '2026-11-24 15:00:00', content: '系统维护通知：本周四 03:00-05:00 进行例行维护，维护期间充值和提现暂停，投注不受影响。' },
  { id: 1, time: '2026-11-22 20:00:00', content: '<script>alert(1)</script> 显示为文字，不会执行。' },
];

/** The chat modal's notices: full text, newest first, a load-more footer. */
export const Default: Story = () => (
  <div style={{ width: 480 }}>
    <NoticeList
      label="系统通知"
      items={notices}
      footer={
        <Button size="1" tone="neutral" ghost>
          查看更早的通知
        </Button>
      }
    />
  </div>
);

/** The system messages page: two-line texts with open and delete actions. */
export const WithActions: Story = () => (
  <div style={{ width: 720 }}>
    <NoticeList
      label="系统消息"
      clamp
      items={notices}
      actions={() => (
        <>
          <Button size="1" tone="neutral">
            查看
          </Button>
          <Button size="1" tone="danger" ghost>
            删除
          </Button>
        </>
      )}
    />
  </div>
);
