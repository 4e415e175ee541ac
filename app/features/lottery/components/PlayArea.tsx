import { useSnapshot } from 'valtio';
import type { PlayInfo } from '../../../../engine-worker/client';
import { Button, Checkbox, Tooltip } from '../../../../design-system';
import { useOpenLottery } from '../catalog-store';
import { plateState, randomPick } from '../plate-store';
import { prefsState, toggleFlag } from '../preferences';
import { BetControls } from './BetControls';
import { BetSlip } from './BetSlip';
import { ChipPlate } from './ChipPlate';
import { ClickPlate } from './ClickPlate';
import { InputPlate } from './InputPlate';
import { InstantContinuous } from './InstantResultModal';
import { Muted, Panel, Row } from './layout';
import { PlayTabs } from './PlayTabs';

/** Centre column: tabs, the play's name with help and toggles, the plate, controls and the slip. */
export function PlayArea() {
  const { family, isInstant } = useOpenLottery();
  const plate = useSnapshot(plateState);
  // the play comes from the `ref`-held list: the object itself, not a frozen copy
  const play = plate.play as PlayInfo | undefined;
  const plays = plate.plays;
  const prefs = useSnapshot(prefsState);
  return (
    <Panel aria-label="投注区">
      <PlayTabs />
      {play ? (
        <>
          <Row css={{ justifyContent: 'space-between', padding: '$2 0', borderTop: '1px solid $border' }}>
            <Row>
              <strong data-testid="play-name">{play.fullName}</strong>
              <Tooltip content={play.rule}>
                <Button size="1" tone="neutral" ghost aria-label="玩法说明">
                  ?
                </Button>
              </Tooltip>
              <Muted>{play.rule.length > 40 ? `${play.rule.slice(0, 40)}…` : play.rule}</Muted>
            </Row>
            <Row>
              {play.plate.randomPick ? (
                <Button size="1" tone="neutral" onClick={() => void randomPick()}>
                  机选
                </Button>
              ) : null}
              {family === 'pk10' ? <Checkbox label="赛车动画" checked={prefs.raceAnimation} onCheckedChange={() => toggleFlag('raceAnimation')} /> : null}
            </Row>
          </Row>
          {play.plate.kind === 'input' ? <InputPlate play={play} /> : play.plate.kind === 'chip' ? <ChipPlate play={play} /> : <ClickPlate play={play} />}
          <BetControls />
          {isInstant ? <InstantContinuous /> : null}
          <BetSlip />
        </>
      ) : (
        <Muted>{plays.length === 0 && family ? '该彩种暂无可用玩法' : '加载中…'}</Muted>
      )}
    </Panel>
  );
}
