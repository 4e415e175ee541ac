import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Pagination } from '../design-system/index';
import { Stack } from './layout';

function Demo({ start, count, summary, disabled }: { start: number; count: number; summary?: string; disabled?: boolean }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={count} onPageChange={setPage} summary={summary} disabled={disabled} />;
}

export const FewPages: Story = () => <Demo start={2} count={5} />;
export const ManyPages: Story = () => (
  <Stack>
    <Demo start={1} count={20} />
    <Demo start={10} count={20} />
    <Demo start={20} count={20} />
  </Stack>
);
export const WithSummary: Story = () => <Demo start={3} count={12} summary="共 120 条" />;
export const Disabled: Story = () => <Demo start={3} count={12} disabled />;

export const HoverAndFocus: Story = () => (
  <Stack>
    <Pagination page={3} pageCount={8} onPageChange={() => {}} forceState={{ page: 5, state: 'hover' }} />
    <Pagination page={3} pageCount={8} onPageChange={() => {}} forceState={{ page: 5, state: 'focus' }} />
  </Stack>
);
