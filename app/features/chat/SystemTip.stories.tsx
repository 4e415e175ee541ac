import type { Story } from '@ladle/react';
import { errorCodes } from '../../../contract/primitives';
import { ChatBubble } from './ChatBubble';
import { SystemTip } from './SystemTip';

export const BetweenMessages: Story = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 480 }}>
    <SystemTip>player1、player2进入群聊</SystemTip>
    <ChatBubble mine={false} name="pla***" time="12:01" text="大家好" />
    <SystemTip>pla***已被管理员禁言</SystemTip>
    <SystemTip tone="brand">你领取了agent的红包</SystemTip>
    <SystemTip>{errorCodes.groupAllMuted.msg}</SystemTip>
  </div>
);
