import type { Story } from '@ladle/react';
import { VirtualList } from '../design-system/index';

const issues = Array.from({ length: 10_000 }, (_, i) => ({
  issue: `20260305-${String(i + 1).padStart(5, '0')}`,
  code: String((i * 7919) % 100000)
    .padStart(5, '0')
    .split('')
    .join(' '),
}));

/** 10,000 rows; only those in view are in the DOM. */
export const TenThousandRows: Story = () => (
  <div style={{ width: 360 }}>
    <VirtualList
      label="开奖记录"
      items={issues}
      height={300}
      rowHeight={36}
      renderItem={(row) => (
        <span style={{ display: 'flex', justifyContent: 'space-between', width: '100%', fontVariantNumeric: 'tabular-nums' }}>
          <span>{row.issue}</span>
          <span>{row.code}</span>
        </span>
      )}
    />
  </div>
);

export const Empty: Story = () => (
  <div style={{ width: 360 }}>
    <VirtualList label="开奖记录" items={[]} renderItem={() => null} />
  </div>
);
