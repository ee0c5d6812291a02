import type { AssessmentContext, AssessmentPage } from '@coaching/shared/rules/assessment-flow';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import { assessmentPageSchema, type HeightUnit } from '@coaching/shared/schemas/assessment-path';
import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useContext, useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';

/** A page's form values: the answers, plus the height unit the BMI page lets a person pick. */
export type PageValues = Partial<AssessmentAnswers> & { height_unit?: HeightUnit };

/** Validates one page with the shared rules; the height unit only says which height fields to ask. */
function pageResolver(page: AssessmentPage, ctx: AssessmentContext): Resolver<PageValues> {
  return (values, context, options) => {
    const { height_unit, ...answers } = values;
    const resolve = zodResolver(
      assessmentPageSchema(page, ctx, height_unit),
    ) as unknown as Resolver<PageValues>;
    return resolve(answers, context, options);
  };
}

export function usePageForm(page: AssessmentPage, ctx: AssessmentContext, defaults: PageValues) {
  return useForm<PageValues>({
    resolver: pageResolver(page, ctx),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** Where a page's answers go as they are typed, so a reload keeps them as registration does. */
export const KeepTyped = createContext<(values: PageValues) => void>(() => {});

type Props = {
  form: ReturnType<typeof usePageForm>;
  onContinue: (values: PageValues) => void;
  onBack: () => void;
  children: React.ReactNode;
};

/** Every question page: the error summary, the questions, then Back and Continue. */
export function QuestionForm({ form, onContinue, onBack, children }: Props) {
  const keep = useContext(KeepTyped);
  useEffect(() => {
    const subscription = form.watch((values) => keep(values as PageValues));
    return () => subscription.unsubscribe();
  }, [form, keep]);
  return (
    <Form form={form} onSubmit={onContinue}>
      {children}
      <div className="button-group">
        <Button type="submit">Continue</Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </Form>
  );
}
