import { PATHWAY_LABELS, type PathwaySlug } from '@coaching/shared/constants';
import { COMB_LABELS } from '@coaching/shared/rules/com-b';
import { describeEvidence } from '@coaching/shared/rules/suggest-techniques';
import type { StaffBarrier, TechniqueSuggestion } from '@coaching/shared/schemas/barriers';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { useFocusWhen } from '../../../../lib/use-focus-when.ts';
import { Loaded } from '../../../components/loaded.tsx';
import { RefusalNotice } from '../../../components/refusal-notice.tsx';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { useAddPlanBct } from '../api/add-plan-bct.ts';
import { useStaffBarriers } from '../api/get-staff-barriers.ts';
import { useRemoveBarrier } from '../api/remove-barrier.ts';
import { useRemovePlanBct } from '../api/remove-plan-bct.ts';
import { CoachBarrierForm } from './coach-barrier-form.tsx';

/** What the last click did, said where focus goes: its button has left with the suggestion or barrier. */
type Outcome =
  | { kind: 'added'; bctId: number; name: string; words: string }
  | { kind: 'undone'; name: string }
  | { kind: 'removed'; words: string };

function SuggestionItem({
  suggestion,
  onAdd,
  words,
}: {
  suggestion: TechniqueSuggestion;
  /** Absent while there is no plan to add it to. */
  onAdd: (() => void) | undefined;
  words: string;
}) {
  return (
    <li>
      <p>
        <strong>{suggestion.web_friendly_name}</strong>{' '}
        <span className="secondary-text">
          ({suggestion.code} {suggestion.name})
        </span>
      </p>
      <p>{suggestion.description}</p>
      <p className="secondary-text">Why: {suggestion.reason}</p>
      <p className="secondary-text">How it has gone here: {describeEvidence(suggestion.evidence)}</p>
      {onAdd ? (
        <Button variant="secondary" onClick={onAdd}>
          Add to plan
          <span className="visually-hidden">
            : {suggestion.web_friendly_name}, for {words}
          </span>
        </Button>
      ) : null}
    </li>
  );
}

function BarrierItem({
  barrier,
  onAdd,
  onRemove,
}: {
  barrier: StaffBarrier;
  onAdd: ((suggestion: TechniqueSuggestion) => void) | undefined;
  onRemove: () => void;
}) {
  return (
    <li className="card">
      <h4 className="heading-s">{barrier.words}</h4>
      <p className="secondary-text">
        {COMB_LABELS[barrier.component]} · {PATHWAY_LABELS[barrier.pathway]} ·{' '}
        {barrier.named_by === 'client' ? 'named by the client' : 'written by a coach'}
      </p>
      <h5 className="heading-s">Suggested techniques</h5>
      {barrier.suggestions.length === 0 ? (
        <p className="secondary-text">Every technique that fits is on the plan already.</p>
      ) : (
        <ul className="cards">
          {barrier.suggestions.map((s) => (
            <SuggestionItem
              key={s.bct_id}
              suggestion={s}
              words={barrier.words}
              onAdd={onAdd && (() => onAdd(s))}
            />
          ))}
        </ul>
      )}
      <Button variant="link" onClick={onRemove}>
        Remove barrier<span className="visually-hidden"> {barrier.words}</span>
      </Button>
    </li>
  );
}

/**
 * The client's barriers, each with up to three techniques for it; one click adds one, and can be undone.
 * Shown before there is a plan too (barriers named at the first check), adding only once it exists.
 */
export function PlanBarriers({
  clientId,
  goals,
  hasPlan,
  editing,
}: {
  clientId: number;
  /** The goals a barrier can get in the way of: the client's and the plan's. */
  goals: PathwaySlug[];
  hasPlan: boolean;
  editing: OpenForm;
}) {
  const barriers = useStaffBarriers(clientId);
  const add = useAddPlanBct();
  const undo = useRemovePlanBct();
  const remove = useRemoveBarrier();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = useFocusWhen<HTMLDivElement>(outcome);

  const addSuggestion = (barrier: StaffBarrier, s: TechniqueSuggestion) =>
    add
      .mutateAsync({ clientId, bct_id: s.bct_id, barrier_id: barrier.id })
      .then(() =>
        setOutcome({ kind: 'added', bctId: s.bct_id, name: s.web_friendly_name, words: barrier.words }),
      )
      .catch(() => setOutcome(null));
  // A failed undo keeps its button for another try; the refusal notice says why.
  const undoAdd = (last: { bctId: number; name: string }) =>
    undo.mutate(
      { clientId, bctId: last.bctId },
      { onSuccess: () => setOutcome({ kind: 'undone', name: last.name }) },
    );
  const removeBarrier = (barrier: StaffBarrier) =>
    remove
      .mutateAsync({ clientId, barrierId: barrier.id })
      .then(() => setOutcome({ kind: 'removed', words: barrier.words }))
      .catch(() => setOutcome(null));

  return (
    <section className="staff-panel" aria-labelledby="plan-barriers">
      <h3 className="heading-m" id="plan-barriers">
        What gets in the way
      </h3>
      <RefusalNotice
        error={add.error ?? undo.error ?? remove.error}
        fallback="That change could not be saved."
      />
      {outcome ? (
        <div className="staff-inline-actions" role="status" tabIndex={-1} ref={status}>
          {outcome.kind === 'added' ? (
            <>
              <p>
                Added “{outcome.name}” to the plan for “{outcome.words}”. The client sees it on their plan.
              </p>
              <Button variant="secondary" onClick={() => undoAdd(outcome)}>
                Undo<span className="visually-hidden">: take {outcome.name} off the plan</span>
              </Button>
            </>
          ) : outcome.kind === 'undone' ? (
            <p>Took “{outcome.name}” off the plan again.</p>
          ) : (
            <p>Removed “{outcome.words}” from what gets in the way.</p>
          )}
        </div>
      ) : null}
      <Loaded query={barriers} what="the barriers">
        {(list) => (
          <>
            {list.length > 0 && !hasPlan ? (
              <p className="secondary-text">Create the plan above to add a suggested technique to it.</p>
            ) : null}
            {list.length === 0 ? (
              <p className="secondary-text">
                The client has not named any barriers yet, and none are written here.
              </p>
            ) : (
              <ul className="staff-barriers">
                {list.map((barrier) => (
                  <BarrierItem
                    key={barrier.id}
                    barrier={barrier}
                    onAdd={hasPlan ? (s) => addSuggestion(barrier, s) : undefined}
                    onRemove={() => removeBarrier(barrier)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
      {editing.open === 'add-barrier' ? (
        <CoachBarrierForm clientId={clientId} goals={goals} onDone={() => editing.close('add-barrier')} />
      ) : (
        <Button variant="secondary" onClick={() => editing.show('add-barrier')}>
          Write a barrier
        </Button>
      )}
    </section>
  );
}
