import { useMemo, useState } from 'react';
import { styled } from '../stitches.config';
import { Checkbox } from './Checkbox';
import { Input } from './Input';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', minHeight: 0, height: '100%' });
const Head = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: '$1', color: '$textMuted' });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1, minHeight: 0 });
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$1 $2',
  borderRadius: '$2',
  '&:hover': { backgroundColor: '$panelHover' },
});
const Note = styled('span', { fontSize: '$1', color: '$textMuted', flexShrink: 0 });
const Nothing = styled('li', { padding: '$3', fontSize: '$1', color: '$textMuted', textAlign: 'center' });

export interface PickerMember {
  id: number;
  name: string;
  /** A short note after the name, e.g. 在线 or 已在群内. */
  note?: string;
  /** Shown but not choosable (already a member). */
  disabled?: boolean;
}

export interface MemberPickerProps {
  members: readonly PickerMember[];
  selected: readonly number[];
  onSelectedChange: (ids: number[]) => void;
  /** The list's accessible name, e.g. 选择成员. */
  label: string;
  searchPlaceholder?: string;
  /** Shown when the search matches nobody. */
  emptyText?: string;
}

/** A checkbox list of people with a name filter and the count chosen. */
export function MemberPicker({
  members,
  selected,
  onSelectedChange,
  label,
  searchPlaceholder = '搜索用户名',
  emptyText = '没有匹配的用户',
}: MemberPickerProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return text ? members.filter((m) => m.name.toLowerCase().includes(text)) : members;
  }, [members, filter]);
  const toggle = (id: number, on: boolean) => onSelectedChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  return (
    <Root>
      <Input size="1" block aria-label={`${label}：搜索`} placeholder={searchPlaceholder} value={filter} onValueChange={setFilter} clearable />
      <Head>
        <span>{label}</span>
        <span data-testid="picked-count">已选 {selected.length} 人</span>
      </Head>
      <List aria-label={label}>
        {shown.length === 0 ? <Nothing>{emptyText}</Nothing> : null}
        {shown.map((m) => (
          <Row key={m.id}>
            <Checkbox label={m.name} checked={m.disabled ? true : selected.includes(m.id)} disabled={m.disabled} onCheckedChange={(on) => toggle(m.id, on)} />
            {m.note ? <Note>{m.note}</Note> : null}
          </Row>
        ))}
      </List>
    </Root>
  );
}
