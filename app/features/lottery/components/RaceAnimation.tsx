import { useEffect } from 'react';
import { keyframes, styled } from '../../../../design-system';

const run = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(calc(100% - 40px))' } });
const Track = styled('div', { position: 'relative', height: 14, borderBottom: '1px dashed $border', overflow: 'hidden' });
const Car = styled('span', {
  position: 'absolute',
  left: 0,
  top: 0,
  width: '100%',
  fontSize: 10,
  lineHeight: '14px',
  animationName: `${run}`,
  animationTimingFunction: 'ease-in',
  animationFillMode: 'forwards',
});

export const RACE_FINISHED = 'raceFinished';

/**
 * pk10 race frame: ten cars ordered by the draw; when the last arrives it posts the
 * `raceFinished` message the page listens for (as the original race frame does).
 */
export function RaceAnimation({ code }: { code: string }) {
  const order = code.split(',').map(Number);
  useEffect(() => {
    const timer = setTimeout(() => window.postMessage(RACE_FINISHED, window.location.origin), 4000);
    return () => clearTimeout(timer);
  }, [code]);
  return (
    <div aria-label="赛车动画" role="img">
      {Array.from({ length: 10 }, (_, car) => {
        const rank = order.indexOf(car + 1);
        return (
          <Track key={car}>
            <Car style={{ animationDuration: `${2.5 + Math.max(0, rank) * 0.15}s` }}>🏎 {String(car + 1).padStart(2, '0')}</Car>
          </Track>
        );
      })}
    </div>
  );
}
