import { BCT_PROGRESS_MAX, BCT_PROGRESS_MIN } from '@coaching/shared/constants';
import type { PlanBct } from '@coaching/shared/schemas/plan';
import { useId, useState } from 'react';
import { useRateBct } from '../api/rate-bct.ts';

/** The 5-point emoji scale (portal §3, §9): each face has words, for people who cannot see it. */
export const RATINGS: Record<number, { face: string; words: string }> = {
  1: { face: '😞', words: 'Not going well' },
  2: { face: '🙁', words: 'Finding it hard' },
  3: { face: '😐', words: 'Getting there' },
  4: { face: '🙂', words: 'Going well' },
  5: { face: '😄', words: 'Going really well' },
};
const SCORES = Array.from(
  { length: BCT_PROGRESS_MAX - BCT_PROGRESS_MIN + 1 },
  (_, i) => BCT_PROGRESS_MIN + i,
);

export function BctRating({ bct }: { bct: PlanBct }) {
  const rate = useRateBct();
  const name = useId();
  const [status, setStatus] = useState('');
  // The face just chosen, in the click's own render: the mutation's state reaches this component a
  // task later (TanStack Query batches its notifications with setTimeout), and until then React puts
  // a controlled radio back to the saved rating.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? bct.progress;

  const choose = async (progress: number) => {
    setStatus('');
    setPicked(progress);
    try {
      await rate.mutateAsync({ bctId: bct.id, progress });
      setStatus('Your rating has been saved.');
    } catch (error) {
      // A failed PUT only clears the loading flag (portal §8); the saved rating stays shown.
      setPicked((current) => (current === progress ? null : current));
      console.error('Unable to save the rating', error);
    }
  };

  return (
    <fieldset className="fieldset rating">
      <legend className="fieldset__legend">How are you getting on with this?</legend>
      <div className="rating__options">
        {SCORES.map((score) => {
          const rating = RATINGS[score];
          const id = `${name}-${score}`;
          return (
            <div className="rating__option" key={score}>
              <input
                className="rating__input"
                type="radio"
                id={id}
                name={name}
                value={score}
                checked={chosen === score}
                onChange={() => choose(score)}
              />
              <label className="rating__label" htmlFor={id}>
                <span className="rating__face" aria-hidden="true">
                  {rating?.face}
                </span>
                <span className="rating__words">{rating?.words}</span>
              </label>
            </div>
          );
        })}
      </div>
      <p className="secondary-text" role="status">
        {status}
      </p>
    </fieldset>
  );
}
