import { ballStyleOf, ballsOf } from '../lib/draws/balls';

/** Winning numbers as balls: digits (SSC, Thai), two-digit picks (11X5) or coloured PK10 cars. */
export function Balls({ winNo, size = 'md' }: { winNo: string | null | undefined; size?: 'sm' | 'md' }) {
  const balls = ballsOf(winNo);
  if (balls.length === 0) return <span className="lt-balls lt-balls--empty">-</span>;
  return (
    <ol className={`lt-balls lt-balls--${ballStyleOf(balls)} lt-balls--${size}`} aria-label={balls.join(' ')}>
      {balls.map((ball, index) => (
        <li key={index} className="lt-ball" data-n={ball}>
          {ball}
        </li>
      ))}
    </ol>
  );
}
