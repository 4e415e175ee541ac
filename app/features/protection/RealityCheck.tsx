import { lazy, Suspense, useEffect, useState } from 'react';
import { protectionPaths } from '../../../contract/paths';
import type { RealityCheck as RealityFigures } from '../../../contract/protection';
import { queryClient } from '../../lib/query-client';
import { logout } from '../../stores/session-store';
import { apiSource, useApiQuery } from '../../shared/queries';
import { getRealityCheck, markRealityShown } from './reality-api';
import { realityPollMs } from './reality-poll';

const source = apiSource(protectionPaths.reality, getRealityCheck);
const realityKey = [protectionPaths.reality, {}] as const;

// The dialog is a chunk of its own, loaded when a check falls due: the signed-in shell carries only the ask.
const RealityDialog = lazy(() => import(/* webpackChunkName: "reality-check" */ './RealityDialog'));

/**
 * The reality check (mounted in the signed-in shell, so it shows on any page): when the server's
 * next-due time has come, a dialog with this log-in session's time played and net result, with
 * 继续 (the server records the showing and answers the next due time) and 退出登录. The server's
 * clock decides: the client asks again when the check falls due by the server's figures, and at least every minute.
 */
export function RealityCheck() {
  // the last answer sets the next ask (this component renders again with each answer)
  const last = queryClient.getQueryData<RealityFigures>(realityKey);
  const reality = useApiQuery(source, {}, { staleTime: 0, refetchInterval: realityPollMs(last) });
  const [shown, setShown] = useState<RealityFigures | null>(null);
  const [busy, setBusy] = useState(false);
  const data = reality.data;

  useEffect(() => {
    if (data && data.minutes > 0 && data.now >= data.dueAt) setShown(data);
  }, [data]);

  const carryOn = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(realityKey, await markRealityShown());
      setShown(null);
    } finally {
      setBusy(false);
    }
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RealityDialog check={shown} busy={busy} onContinue={() => void carryOn()} onLogout={() => void logout('tip')} />
    </Suspense>
  );
}
