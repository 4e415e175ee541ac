import { protectionTabs, type ProtectionTab } from '../../lib/paths';
import { ErrorPanel, Spinner, styled } from '../../../design-system';
import { errorText } from '../../lib/http';
import { LimitsPanel } from './LimitsPanel';
import { PauseBanner, PausePanel } from './PausePanel';
import { RealityPanel } from './RealityPanel';
import { StatementPanel } from './StatementPanel';
import { useProtectionState } from './use-protection';

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4' });

/** 玩家保护 (/personal/protection/{tab}): limits, the reality check, cool-off and self-exclusion, the activity statement. */
export function ProtectionPage({ tab }: { tab: ProtectionTab }) {
  const state = useProtectionState();
  return (
    // the frame's tabs above name the section
    <Section aria-label={protectionTabs.find((t) => t.value === tab)?.label}>
      {state.error ? (
        <ErrorPanel title="玩家保护加载失败" message={errorText(state.error)} loading={state.isFetching} onAction={() => void state.refetch()} />
      ) : !state.data ? (
        <Spinner label="加载中" />
      ) : (
        <>
          {state.data.pause ? <PauseBanner pause={state.data.pause} /> : null}
          {tab === 'limits' ? <LimitsPanel state={state.data} /> : null}
          {tab === 'reality' ? <RealityPanel minutes={state.data.realityMinutes} /> : null}
          {tab === 'pause' ? <PausePanel state={state.data} /> : null}
          {tab === 'statement' ? <StatementPanel /> : null}
        </>
      )}
    </Section>
  );
}
