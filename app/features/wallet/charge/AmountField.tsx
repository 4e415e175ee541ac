/**
 * The amount of a deposit form: quick-amount chips (five per row) and, when the channel allows
 * typing, a custom amount capped at the maximum that snaps to the allowed step 500 ms after the
 * last keystroke; under it the random reduction and the fee with the credited amount.
 */
import { useEffect, useMemo, useRef } from 'react';
import { AmountInput, ChipGroup, styled } from '../../../../design-system';
import { cutPointsReduction } from '../../../../rules/wallet-money';
import { AMOUNT_SNAP_DELAY_MS, feeOf, reducedAmount, snapAmount, typedAmount, type AmountRule } from './charge-rules';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Summary = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', '& strong': { color: '$brand' } });

export interface AmountFieldProps {
  label?: string;
  value: string;
  onValueChange(value: string): void;
  chips: readonly string[];
  /** Typing allowed (isAllowInput 1). */
  typing: boolean;
  min: string;
  max: string;
  /** Steps a typed amount snaps to (bank transfer's amountRuleList); none: only held within min..max. */
  rules?: readonly AmountRule[];
  snap?: boolean;
  unit?: string;
  error?: string;
}

export function AmountField({
  label = '充值金额',
  value,
  onValueChange,
  chips,
  typing,
  min,
  max,
  rules = [],
  snap = false,
  unit = '元',
  error,
}: AmountFieldProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (raw: string) => {
    const text = typedAmount(raw, max);
    onValueChange(text);
    if (!snap) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onValueChange(snapAmount(text, rules, { min, max })), AMOUNT_SNAP_DELAY_MS);
  };
  return (
    <Root>
      {chips.length > 0 ? <ChipGroup label={label} options={chips.map((c) => ({ value: c, label: c }))} value={value} onValueChange={onValueChange} /> : null}
      {typing ? (
        <AmountInput
          label={chips.length > 0 ? '自定义金额' : label}
          value={value}
          onValueChange={type}
          unit={unit}
          placeholder={`${min}~${max}`}
          error={error}
        />
      ) : error ? (
        <Summary role="alert" css={{ color: '$danger' }}>
          {error}
        </Summary>
      ) : null}
    </Root>
  );
}

/** The reduction a channel with cut points draws for an amount, drawn again when the amount changes. */
export function useCutPoints(amount: string, on: boolean): string | undefined {
  return useMemo(() => (on && /^\d+(\.\d+)?$/.test(amount) && Number(amount) > 0 ? cutPointsReduction(amount, Math.random()) : undefined), [amount, on]);
}

/** 随机立减 and 手续费 lines under the amount. */
export function AmountSummary({ amount, cutPoints, costStatus, costRate }: { amount: string; cutPoints?: string; costStatus: number; costRate: string }) {
  if (!/^\d+(\.\d+)?$/.test(amount)) return null;
  const paid = cutPoints ? reducedAmount(amount, cutPoints) : amount;
  const { fee, credited } = feeOf(paid, costStatus, costRate);
  return (
    <>
      {cutPoints ? (
        <Summary>
          随机立减 <strong>{cutPoints}</strong> 元，实际支付 <strong>{paid}</strong> 元
        </Summary>
      ) : null}
      {costStatus === 1 ? (
        <Summary>
          手续费 <strong>{fee}</strong> 元，实际到账 <strong>{credited}</strong> 元
        </Summary>
      ) : null}
    </>
  );
}
