import { PlaceholderPage } from './PlaceholderPage';

/** Member-center records (/personal/game/*) until the records screens land. */
export function RecordsPlaceholder({ title }: { title: string }) {
  return <PlaceholderPage inline title={title} description="记录列表、筛选与分页将在这里提供。" />;
}
