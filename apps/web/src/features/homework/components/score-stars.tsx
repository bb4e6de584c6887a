import { Rate } from 'antd';
import { scoreToStars } from '@salt/domain';

/** The tutor's score as stars: score / 20, half a star for a score between 0 and 1. */
export function ScoreStars({ score }: { score: number | null | undefined }) {
  const stars = score === null || score === undefined ? 0 : scoreToStars(score);
  return (
    <span className="hw-stars" data-testid="hw-stars" data-stars={stars} aria-label={`${stars}星`}>
      <Rate disabled allowHalf value={stars} />
      {score !== null && score !== undefined && <span className="hw-stars__score">{score}分</span>}
    </span>
  );
}
