import { BCT_PROGRESS_MAX } from '@coaching/shared/constants';
import type { Column } from '../../../components/data-table.tsx';

type Rated = {
  name: string;
  web_friendly_name: string;
  plans: number;
  ratings: number;
  average_progress: number | null;
};

/** The columns of a technique with its ratings, on both technique tables of the insight page. */
export const techniqueColumns = <T extends Rated>(): Column<T>[] => [
  {
    key: 'technique',
    header: 'Technique',
    rowHeader: true,
    sortValue: (b) => b.web_friendly_name,
    cell: (b) => (
      <>
        {b.web_friendly_name} <span className="secondary-text">({b.name})</span>
      </>
    ),
  },
  {
    key: 'rating',
    header: 'Average rating',
    sortValue: (b) => b.average_progress ?? -1,
    cell: (b) =>
      b.average_progress === null ? (
        'Not rated yet'
      ) : (
        <>
          {b.average_progress} out of {BCT_PROGRESS_MAX}
          <span className="bar" aria-hidden="true">
            <span
              className="bar__fill"
              style={{ width: `${(b.average_progress / BCT_PROGRESS_MAX) * 100}%` }}
            />
          </span>
        </>
      ),
  },
  { key: 'ratings', header: 'Ratings', sortValue: (b) => b.ratings, cell: (b) => b.ratings },
  { key: 'plans', header: 'In plans', sortValue: (b) => b.plans, cell: (b) => b.plans },
];
