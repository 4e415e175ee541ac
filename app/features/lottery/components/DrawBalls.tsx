import { NumberBall, styled } from '../../../../design-system';
import type { Family } from '../../../../engine-worker/client';
import { waveOf } from '../engine-adapter';

const Balls = styled('span', { display: 'inline-flex', gap: '$1', flexWrap: 'wrap', alignItems: 'center' });

/** A draw as balls (Mark Six in wave colours; the 7th ball after a plus sign). */
export function DrawBalls({ code, family, size = '2' }: { code: string; family: Family | null; size?: '1' | '2' | '3' }) {
  if (!code) return <Balls aria-label="等待开奖">—</Balls>;
  const numbers = code.split(',');
  return (
    <Balls aria-label={`开奖号码 ${numbers.join(' ')}`}>
      {numbers.map((n, i) => (
        <span key={i} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {family === 'lhc' && i === 6 ? <span aria-hidden>+</span> : null}
          <NumberBall size={size} wave={family === 'lhc' ? waveOf(Number(n)) : 'brand'}>
            {n}
          </NumberBall>
        </span>
      ))}
    </Balls>
  );
}
