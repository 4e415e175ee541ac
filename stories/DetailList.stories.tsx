import type { Story } from '@ladle/react';
import { DetailList } from '../design-system/index';

const rows = [
  { label: '收款银行', value: '中国工商银行', copy: '中国工商银行' },
  { label: '收款人', value: '张三', copy: '张三' },
  { label: '收款账号', value: '6222 0212 3456 7890 123', copy: '6222021234567890123' },
  { label: '充值金额', value: '498.90 元', copy: '498.90' },
  { label: '订单号', value: 'D202611250001', copy: 'D202611250001' },
  { label: '到账时间', value: '1-3 分钟' },
];

/** A receipt: payee details with copy buttons; rows without copy text have none. */
export const Receipt: Story = () => (
  <div style={{ width: 560 }}>
    <DetailList rows={rows} />
  </div>
);

export const Copied: Story = () => (
  <div style={{ width: 560 }}>
    <DetailList rows={rows.slice(0, 2)} defaultCopied />
  </div>
);
