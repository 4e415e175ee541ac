import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button, Notification } from '../design-system/index';

/** A win notification: 300 px, top right. This one stays (duration null) so it can be reviewed. */
export const Win: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>显示通知</Button>
      <Notification open={open} onClose={() => setOpen(false)} duration={null} tone="success" title="恭喜中奖">
        河内一分彩 第 20260305-0618 期 五星直选 中奖 1,960.00 元
      </Notification>
    </>
  );
};
Win.meta = { viewport: true };

/** A chat notification: clickable (opens the chat), bottom right. */
export const Chat: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>显示通知</Button>
      <Notification open={open} onClose={() => setOpen(false)} duration={null} corner="bottom-right" title="player_888" onClick={() => setOpen(false)}>
        今晚一起追号吗？
      </Notification>
    </>
  );
};
Chat.meta = { viewport: true };

/** Closes by itself after 5 s (paused while hovered). Not screenshotted: it changes with time. */
export const AutoClose: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>显示 5 秒通知</Button>
      <Notification open={open} onClose={() => setOpen(false)} title="系统通知" tone="warning">
        维护将于 02:00 开始
      </Notification>
    </>
  );
};
