import type { Story } from '@ladle/react';
import { Button } from '../design-system/components/Button';

export const Tones: Story = () => (
  <div style={{ display: 'flex', gap: 12 }}>
    <Button>主要按钮</Button>
    <Button tone="neutral">次要按钮</Button>
    <Button ghost>幽灵按钮</Button>
    <Button tone="danger">删除</Button>
  </div>
);
