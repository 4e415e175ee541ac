import { Suspense, useEffect, useMemo, useState } from 'react';
import Decimal from 'decimal.js';
import { List, type RowComponentProps } from 'react-window';
import { useSnapshot } from 'valtio';
import { Button, Checkbox, ConfirmDialog, Countdown, ErrorBoundary, IconButton, Icon, Switch, Tag, styled } from '../../../../design-system';
import { add } from '../../../../engine-worker/client';
import { lazyComponent } from '../../../lib/lazy-component';
import { formatPrizeRange, formatYuan } from '../../../lib/money';
import { useOpenLottery } from '../catalog-store';
import { chaseState, closeChase } from '../chase-store';
import { useIssue } from '../issue-store';
import { moneyModeLabel } from '../plate-store';
import { prefsState, toggleFlag } from '../preferences';
import { clearSlip, openChase, removeSlipLine, singlePickNotice, slipState, submit, type SlipEntry } from '../slip-store';
import { Muted, Row, Strong } from './layout';

// Opened by 我要追号 only, it keeps its code (and RadioGroup's Radix code) out of the lottery page's first render.
const ChasePanel = lazyComponent(() => import(/* webpackChunkName: "chase-panel" */ './ChasePanel').then((m) => m.ChasePanel));

const ROW_HEIGHT = 32;
const columns = '1fr 56px 52px 88px 148px 40px';

const Wrap = styled('div', { display: 'grid', gridTemplateColumns: '1fr 200px', gap: '$3', paddingTop: '$3', borderTop: '1px solid $border' });
const Header = styled('div', {
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  height: 28,
  px: '$2',
  fontSize: '$1',
  color: '$textMuted',
  backgroundColor: '$bg',
  border: '1px solid $border',
  borderBottom: 'none',
  borderRadius: '$2 $2 0 0',
});
const Line = styled('div', {
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  px: '$2',
  fontSize: '$1',
  borderBottom: '1px solid $border',
  boxSizing: 'border-box',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
// The empty slip's hint spans the whole list width (in a Line it would sit in the first column and be cut off).
const EmptySlip = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 64,
  px: '$3',
  fontSize: '$1',
  color: '$textMuted',
  textAlign: 'center',
  border: '1px solid $border',
});
const SinglePickFlag = styled('span', { marginRight: '$1' });
const SinglePickNotice = styled('span', { display: 'block', marginTop: '$2', color: '$danger' });
const Totals = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', fontSize: '$2' });

interface RowProps {
  slip: readonly SlipEntry[];
}

function SlipRow({ index, style, ariaAttributes, slip }: RowComponentProps<RowProps>) {
  const line = slip[index]!;
  return (
    <Line style={style} {...ariaAttributes} data-testid="slip-line">
      <span title={line.classOdds ? `${line.content}（赔率：${line.classOdds}）` : line.content}>
        {index + 1}. <strong>{line.playName}</strong>{' '}
        {line.singlePickFlag ? (
          <SinglePickFlag data-testid="single-pick-flag" title={`单挑注单：最高奖金 ${formatYuan(line.singlePickMaxBonus)} 元`}>
            <Tag kind="promo" size="1">
              单挑
            </Tag>
          </SinglePickFlag>
        ) : null}
        {line.content}
        {line.classOdds ? <Muted data-testid="slip-class-odds">（赔率：{line.classOdds}）</Muted> : null}
      </span>
      <span>{line.piece}倍</span>
      <span>{moneyModeLabel(line.price)}</span>
      <span>{formatYuan(line.amount)}</span>
      <span title={line.classOdds}>{formatPrizeRange(line.lowestPrize, line.prize)}</span>
      <IconButton size="1" ghost label={`删除第${index + 1}注`} onClick={() => removeSlipLine(line.id)}>
        <Icon name="close" />
      </IconButton>
    </Line>
  );
}

/** The slip's prize range: from the lowest prize any line can pay to the highest. */
function slipPrizeRange(slip: readonly SlipEntry[]): string {
  if (slip.length === 0) return formatYuan('0');
  let lowest = new Decimal(slip[0]!.lowestPrize);
  let highest = new Decimal(slip[0]!.prize);
  for (const line of slip) {
    lowest = Decimal.min(lowest, line.lowestPrize);
    highest = Decimal.max(highest, line.prize);
  }
  return formatPrizeRange(lowest.toFixed(), highest.toFixed());
}

/** The bet slip as a virtual list, with totals, the chase switch and 立即投注. */
export function BetSlip() {
  const snap = useSnapshot(slipState);
  const chase = useSnapshot(chaseState);
  const catalog = useOpenLottery();
  const { issue, issueVersion } = useIssue();
  const prefs = useSnapshot(prefsState);
  const slip = snap.slip as readonly SlipEntry[];
  const totals = snap.totals;
  const shownTotal = formatYuan(chase.open ? add(...chase.rows.filter((r) => r.checked).map((r) => r.money)) : totals.amount);
  const rowProps = useMemo(() => ({ slip }), [slip]);
  const prizeRange = useMemo(() => slipPrizeRange(slip), [slip]);
  const [confirming, setConfirming] = useState(false);
  const canChase = slip.length > 0;
  // Loaded once 我要追号 can be switched on, so the panel opens at once.
  useEffect(() => {
    if (canChase) void ChasePanel.preload();
  }, [canChase]);
  const instant = catalog.isInstant;
  const chaseIssues = chase.open ? chase.rows.filter((r) => r.checked).length : 0;
  const singlePicks = confirming ? singlePickNotice(slip) : null;
  const firstIssue = chaseIssues ? (chase.rows.find((r) => r.checked)?.issue ?? '') : (issue?.issue ?? '');
  const confirmText =
    `${catalog.current?.cn ?? ''} 第 ${firstIssue} 期${chaseIssues ? `起追号 ${chaseIssues} 期` : ''}，` +
    `共 ${totals.count} 注，投注金额 ${shownTotal} 元，单注奖金 ${prizeRange} 元，确认投注吗？`;
  return (
    <>
      <Wrap>
        <div>
          <Header aria-hidden>
            <span>玩法及投注内容</span>
            <span>倍数</span>
            <span>模式</span>
            <span>投注金额</span>
            <span>可中金额</span>
            <span>删除</span>
          </Header>
          {slip.length === 0 ? (
            <EmptySlip data-testid="slip-empty">暂无投注内容，请选择号码后点击“添加订单”</EmptySlip>
          ) : (
            <List
              aria-label="投注单"
              data-testid="bet-slip"
              rowComponent={SlipRow}
              rowCount={slip.length}
              rowHeight={ROW_HEIGHT}
              rowProps={rowProps}
              style={{ height: Math.min(6, slip.length) * ROW_HEIGHT + 2, border: '1px solid var(--ds-colors-border)' }}
            />
          )}
        </div>
        <Totals>
          <div>
            总投注注数：<Strong data-testid="slip-count">{totals.count}</Strong> 注
          </div>
          <div>
            投注总金额：<Strong data-testid="slip-amount">{shownTotal}</Strong> 元
          </div>
          {!instant && issue && issue.second >= 0 ? (
            <div data-testid="slip-countdown">
              <Countdown key={`slip-${issueVersion}`} size="1" label="剩余时间" seconds={issue.second} urgentBelow={10} />
            </div>
          ) : null}
          <Button
            size="3"
            block
            disabled={snap.submitting || slip.length === 0}
            loading={snap.submitting}
            onClick={() => (instant ? void submit('slip') : setConfirming(true))}
          >
            {instant ? '立即开奖' : '立即投注'}
          </Button>
          <Row>
            {!instant ? (
              <Switch label="我要追号" size="1" checked={chase.open} onCheckedChange={(on) => (on ? openChase() : closeChase())} disabled={slip.length === 0} />
            ) : null}
            <Button size="1" tone="neutral" ghost onClick={clearSlip} disabled={slip.length === 0}>
              清空
            </Button>
          </Row>
          <Checkbox label="投注后打印注单" checked={prefs.printOrder} onCheckedChange={() => toggleFlag('printOrder')} />
        </Totals>
      </Wrap>
      {chase.open ? (
        <ErrorBoundary compact title="追号出错了">
          <Suspense fallback={null}>
            <ChasePanel />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="投注确认"
        message={
          <span data-testid="bet-confirm">
            {confirmText}
            {singlePicks ? (
              <SinglePickNotice data-testid="single-pick-confirm" role="note">
                {singlePicks}
              </SinglePickNotice>
            ) : null}
          </span>
        }
        confirmText="确认投注"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void submit('slip');
        }}
      />
    </>
  );
}
