import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel, Spinner, styled } from '../../../design-system';
import { engineClient, families, type Family, type PlayInfo } from '../../../engine-worker/client';
import { familyInfo } from './lottery-content';

const Family = styled('details', {
  border: '1px solid $border',
  borderRadius: '$2',
  marginBottom: '$2',
  '& > summary': { cursor: 'pointer', padding: '$2 $3', fontWeight: '$medium' },
  '& > div': { padding: '0 $3 $3' },
  '& h4': { margin: '$3 0 $1' },
  '& dl': { margin: 0, display: 'grid', gridTemplateColumns: '180px 1fr', gap: '$1 $3', fontSize: '$2' },
  '& dt': { fontWeight: '$medium' },
  '& dd': { margin: 0, color: '$textMuted' },
});

/** Plays grouped by their main tab, in catalogue order. */
function byTab(plays: readonly PlayInfo[]): Array<[string, PlayInfo[]]> {
  const groups = new Map<string, PlayInfo[]>();
  for (const play of plays) groups.set(play.tab, [...(groups.get(play.tab) ?? []), play]);
  return [...groups];
}

function FamilyPlays({ family }: { family: Family }) {
  const plays = useQuery({ queryKey: ['help', 'plays', family], queryFn: () => engineClient().playsOf(family), staleTime: Infinity });
  if (plays.isPending) return <Spinner label="加载中" />;
  if (plays.isError) return <ErrorPanel title="玩法加载失败" message={plays.error.message} actionLabel="重试" onAction={() => void plays.refetch()} />;
  return (
    <>
      {byTab(plays.data).map(([tab, list]) => (
        <section key={tab} aria-label={tab}>
          <h4>{tab}</h4>
          <dl>
            {list.map((play) => (
              <div key={play.id} style={{ display: 'contents' }}>
                <dt>{play.fullName}</dt>
                <dd>{play.rule}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** Every play of every family with its win rule, read from the betting engine's catalogue when a family is opened. */
export function LotteryRules() {
  const [opened, setOpened] = useState<ReadonlySet<Family>>(new Set());
  return (
    <>
      <h3>各系列玩法规则</h3>
      {families.map((family) => (
        <Family key={family} onToggle={(event) => event.currentTarget.open && setOpened((s) => new Set(s).add(family))}>
          <summary>{familyInfo[family].name}玩法规则</summary>
          <div>{opened.has(family) ? <FamilyPlays family={family} /> : null}</div>
        </Family>
      ))}
    </>
  );
}
