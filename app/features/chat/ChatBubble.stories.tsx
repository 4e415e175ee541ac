import type { Story } from '@ladle/react';
import { ChatBubble } from './ChatBubble';

// A column, as stories/layout.tsx's Stack (a feature does not import from stories/).
const stackStyle = { display: 'flex', flexDirection: 'column', gap: 16 } as const;

export const Conversation: Story = () => (
  <div style={stackStyle}>
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 480 }}>
      <ChatBubble mine={false} name="age***" time="12:01" text="欢迎加入团队，有问题随时在这里找我。" />
      <ChatBubble mine time="12:02" text="好的，谢谢！今天的快三怎么玩比较稳？" />
      <ChatBubble mine time="12:03" pending text="发送中的消息" />
      <ChatBubble mine time="12:03" error="发送失败" text="没有发出去的消息" />
    </div>
  </div>
);

export const HostileText: Story = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 480 }}>
    <ChatBubble mine={false} name="pla***" time="12:05" text={'<img src=x onerror="alert(1)"><script>alert(2)</script>'} />
    <ChatBubble mine time="12:06" text={'\u202Egnp.exe 正常文字 ' + '很长的一段文字'.repeat(12)} />
  </div>
);
