import type { Story } from '@ladle/react';
import { Countdown } from '../design-system/index';
import { Stack } from './layout';

// Frozen (ticking={false}) so screenshots are stable; see Live for the running clock.
export const MinutesSeconds: Story = () => <Countdown label="距封盘" seconds={285} format="mm:ss" ticking={false} />;

export const HoursMinutesSeconds: Story = () => <Countdown label="距开奖" seconds={3 * 3600 + 25 * 60 + 7} format="hh:mm:ss" ticking={false} />;

export const Urgent: Story = () => <Countdown label="距封盘" seconds={8} format="mm:ss" urgentBelow={10} ticking={false} />;

/** Issue seconds = -2: 暂停销售; -1 with state 1: 等待开售. */
export const PausedAndWaiting: Story = () => (
  <Stack gap={12}>
    <Countdown label="河内一分彩" seconds={0} state="paused" />
    <Countdown label="加拿大30秒" seconds={0} state="waiting" />
  </Stack>
);

export const Sizes: Story = () => (
  <Stack gap={12}>
    <Countdown seconds={59} size="1" ticking={false} />
    <Countdown seconds={59} size="2" ticking={false} />
    <Countdown seconds={59} size="3" ticking={false} />
  </Stack>
);

/** A real countdown from 15:00 (the deposit success page). Not screenshotted: it changes every second. */
export const Live: Story = () => <Countdown label="剩余支付时间" seconds={900} format="mm:ss" />;
Live.meta = { skipScreenshot: true };
