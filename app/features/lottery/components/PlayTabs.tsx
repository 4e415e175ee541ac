import { useSnapshot } from 'valtio';
import { Chip, Switch, Tabs, styled } from '../../../../design-system';
import { catalogState } from '../catalog-store';
import { oftenPlaySelect, plateState, selectPlay, selectTab, setUnlimited } from '../plate-store';
import { Muted, Row } from './layout';

const SubRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap', padding: '4px 0' });
const TabArea = styled('div', { minWidth: 0, flex: 1 });
const SubTitle = styled('span', { minWidth: 64, color: '$textMuted', fontSize: '$1' });

/** Main play tabs, the normal/unlimited switch (ssc), sub-tab rows of play buttons and the often-used plays. */
export function PlayTabs() {
  const snap = useSnapshot(plateState);
  const { family } = useSnapshot(catalogState);
  const tabs = snap.visibleTabs;
  const inTab = snap.plays.filter((p) => p.tab === snap.tab && Boolean(p.unlimited) === (family === 'ssc' && snap.unlimited));
  const subTabs = [...new Set(inTab.map((p) => p.subTab))];
  return (
    <div>
      <Row css={{ justifyContent: 'space-between', flexWrap: 'nowrap' }}>
        <TabArea>
          <Tabs label="玩法" items={tabs.map((t) => ({ value: t, label: t }))} value={snap.tab} onValueChange={selectTab} />
        </TabArea>
        {family === 'ssc' && snap.hasUnlimited ? <Switch label="不限玩法" checked={snap.unlimited} onCheckedChange={setUnlimited} size="1" /> : null}
      </Row>
      <div role="group" aria-label="玩法类型" style={{ padding: '8px 0' }}>
        {subTabs.map((sub) => (
          <SubRow key={sub}>
            <SubTitle>{sub}</SubTitle>
            {inTab
              .filter((p) => p.subTab === sub)
              .map((p) => (
                <Chip key={p.id} size="1" selected={p.id === snap.playId} onClick={() => selectPlay(p.id)}>
                  {p.name}
                </Chip>
              ))}
          </SubRow>
        ))}
      </div>
      {snap.oftenPlays.length > 0 ? (
        <SubRow aria-label="常用玩法">
          <Muted>常用玩法</Muted>
          {snap.oftenPlays.map((p) => (
            <Chip key={p.method} size="1" selected={p.method === snap.playId} onClick={() => oftenPlaySelect(p)}>
              {p.cn}
            </Chip>
          ))}
        </SubRow>
      ) : null}
    </div>
  );
}
