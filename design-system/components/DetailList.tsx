import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { CopyButton } from './CopyButton';

const List = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr max-content',
  alignItems: 'center',
  columnGap: '$4',
  rowGap: '$2',
  margin: 0,
  padding: '$4',
  borderRadius: '$2',
  border: '1px solid $border',
  backgroundColor: '$panel',
  color: '$text',
  fontSize: '$2',
});

const Term = styled('dt', { color: '$textMuted' });
const Value = styled('dd', { margin: 0, fontWeight: '$medium', wordBreak: 'break-all', fontVariantNumeric: 'tabular-nums' });
const Action = styled('dd', { margin: 0, justifySelf: 'end' });

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** The text a copy button puts on the clipboard; no button without it. */
  copy?: string;
}

export interface DetailListProps {
  rows: readonly DetailRow[];
  /** Show copy buttons in their copied state (stories). */
  defaultCopied?: boolean;
}

/**
 * Label / value rows of a receipt (payee, account, amount, order number), each with a copy button
 * where given; a button is described by its row's label, so 复制 says what it copies.
 */
export function DetailList({ rows, defaultCopied }: DetailListProps) {
  return (
    <List>
      {rows.map((row) => (
        <Row key={row.label} row={row} defaultCopied={defaultCopied} />
      ))}
    </List>
  );
}

function Row({ row, defaultCopied }: { row: DetailRow; defaultCopied?: boolean }) {
  const termId = useId();
  return (
    <>
      <Term id={termId}>{row.label}</Term>
      <Value>{row.value}</Value>
      <Action>{row.copy === undefined ? null : <CopyButton text={row.copy} aria-describedby={termId} defaultCopied={defaultCopied} />}</Action>
    </>
  );
}
