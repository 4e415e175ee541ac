import { useSnapshot } from 'valtio';
import { Button, ChipGroup, Select, Stepper, styled } from '../../../../design-system';
import { prizeRangeOf } from '../../../../engine-worker/client';
import { formatPrizeRange, formatYuan } from '../../../lib/money';
import { MAX_MULTIPLE, moneyModes } from '../lottery-constants';
import { useOpenLottery } from '../catalog-store';
import { plateState, setMoneyMode, setMultiple, setOddsType, setPoint } from '../plate-store';
import { addToSlip, slipState, submit } from '../slip-store';
import { Muted, Row, Strong } from './layout';

const Bar = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', paddingTop: '$3', borderTop: '1px solid $border' });

const percent = (point: string) => `${(Number(point) * 100).toFixed(1).replace(/\.0$/, '')}%`;

/** Money mode, multiple, odds type and point, the live line and the 快速投注 / 添加订单 buttons. */
export function BetControls() {
  const snap = useSnapshot(plateState);
  const { isInstant } = useOpenLottery();
  const { submitting } = useSnapshot(slipState);
  const play = snap.play;
  const chip = play?.plate.kind === 'chip';
  const choices = snap.oddsChoices;
  const choice = snap.chosenOdds;
  const amount = snap.amount;
  const prize = prizeRangeOf(snap.bonuses, snap.moneyMode, snap.multiple);
  return (
    <Bar>
      <Row css={{ gap: '$4' }}>
        {chip ? null : (
          <ChipGroup
            label="投注模式"
            size="1"
            columns={6}
            options={moneyModes.map((m) => ({ value: m.value, label: m.label }))}
            value={snap.moneyMode}
            onValueChange={setMoneyMode}
          />
        )}
        <Stepper label="倍数" size="1" value={snap.multiple} min={1} max={MAX_MULTIPLE} onValueChange={setMultiple} />
        <ChipGroup
          label="赔率"
          size="1"
          columns={2}
          options={[
            { value: 'A', label: 'A盘' },
            { value: 'B', label: 'B盘' },
          ]}
          value={snap.oddsType}
          onValueChange={(v) => setOddsType(v as 'A' | 'B')}
        />
        <Select
          label="奖金/返点"
          size="1"
          options={choices.map((c) => ({ value: c.point, label: `${c.odds}~${percent(c.point)}` }))}
          value={choice?.point ?? ''}
          onValueChange={setPoint}
          placeholder={choices.length ? undefined : '加载中'}
        />
      </Row>
      <Row css={{ justifyContent: 'space-between' }}>
        <div aria-live="polite" data-testid="bet-line">
          您选择了 <Strong data-testid="bet-count">{snap.betCount}</Strong> 注，共 <Strong>{snap.multiple}</Strong> 倍，共计{' '}
          <Strong data-testid="bet-amount">{formatYuan(amount)}</Strong> 元
          {choice && !chip ? <Muted data-testid="bet-prize">（单注奖金 {formatPrizeRange(prize.lowest, prize.highest)} 元）</Muted> : null}
          {snap.classOdds ? <Muted data-testid="bet-class-odds">赔率：{snap.classOdds}</Muted> : null}
        </div>
        <Row>
          <Button tone="neutral" onClick={() => void submit('quick')} disabled={submitting} loading={submitting}>
            {isInstant ? '快速开奖' : '快速投注'}
          </Button>
          <Button onClick={() => addToSlip()}>添加订单</Button>
        </Row>
      </Row>
    </Bar>
  );
}
