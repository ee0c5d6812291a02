import { Page } from '../../../components/page.tsx';
import { type PageValues, QuestionForm, type usePageForm } from './question-form.tsx';

type Props = {
  title: string;
  progress: string;
  form: ReturnType<typeof usePageForm>;
  onContinue: (values: PageValues) => void;
  onBack: () => void;
  children: React.ReactNode;
};

/** A page of the check: its progress line, its questions (one h1 among them) and Back / Continue. */
export function QuestionPage({ title, progress, form, onContinue, onBack, children }: Props) {
  return (
    <Page title={`${title} - Quick health check`}>
      <p className="progress">{progress}</p>
      <QuestionForm form={form} onContinue={onContinue} onBack={onBack}>
        {children}
      </QuestionForm>
    </Page>
  );
}
