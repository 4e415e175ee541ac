import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ChannelGrid, channelGlyphs } from './ChannelGrid';
import type { ChannelGlyph, ChannelItem } from './ChannelGrid';

const names = [
  '银行转账',
  '支付宝转账',
  '微信支付',
  '云闪付',
  'USDT-TRC20',
  'USDC-ERC20',
  '网银快捷',
  '极速支付',
  '支付宝扫码',
  '微信扫码',
  '数字人民币',
  'QQ钱包',
];
// The last one has no glyph: its tile shows the first character of its name.
const glyphs: (ChannelGlyph | undefined)[] = ['bank', 'alipay', 'wechat', 'ebank', 'usdt', 'usdc', 'ebank', 'onepay', 'alipay', 'wechat', 'wallet', undefined];
const channels: ChannelItem[] = names.map((name, i) => ({
  value: `c${i}`,
  name,
  glyph: glyphs[i],
  hot: i === 1 || i === 4,
  tag: i === 0 ? '送1%' : undefined,
}));

function Grid({ expanded = false, items = channels }: { expanded?: boolean; items?: ChannelItem[] }) {
  const [value, setValue] = useState('c0');
  return (
    <div style={{ width: 760 }}>
      <ChannelGrid
        label="充值渠道"
        items={items}
        value={value}
        onValueChange={setValue}
        defaultExpanded={expanded}
        forceState={{ value: 'c2', state: 'hover' }}
      />
    </div>
  );
}

/** Twelve channels, collapsed to ten with 更多. */
export const Collapsed: Story = () => <Grid />;
/** Opened: all channels and 收起. */
export const Expanded: Story = () => <Grid expanded />;
/** Ten or fewer: no toggle. */
export const Few: Story = () => <Grid items={channels.slice(0, 4)} />;
/** Every channel icon, one per channel family. */
const glyphNames: Record<ChannelGlyph, string> = {
  bank: '银行卡',
  ebank: '网银',
  alipay: '支付宝',
  wechat: '微信',
  onepay: '极速充值',
  wallet: '钱包',
  third: '第三方',
  usdt: 'USDT',
  usdc: 'USDC',
};
export const Icons: Story = () => <Grid items={channelGlyphs.map((glyph) => ({ value: glyph, name: glyphNames[glyph], glyph }))} expanded />;
