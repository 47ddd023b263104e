import { Button, Checkbox, List, Radio, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useSubmitTest, useTestPaper, useTestResult, useTests } from '../api';
import '../support.css';

const questionPath = (id: string) => `/Employeequestion?${new URLSearchParams({ id })}`;
const resultPath = (id: string) => `/Employeeresult?${new URLSearchParams({ id })}`;

/** /Employeetesting: HR's published tests, taken (with the kept score) or not. */
export function TestListPage() {
  const { t } = useTranslation('support');
  const tests = useTests();
  const navigate = useNavigate();
  return (
    <Page title={t('tests.title')}>
      {!tests.data ? (
        tests.isError ? (
          <p className="support-state">{t('loadFailed')}</p>
        ) : (
          <PageLoading />
        )
      ) : tests.data.length === 0 ? (
        <p className="support-state">{t('tests.empty')}</p>
      ) : (
        <List>
          {tests.data.map((test) => (
            <List.Item
              key={test.id}
              description={`${test.description} · ${t('tests.questions', { count: test.questionCount })}`}
              extra={
                test.taken ? (
                  <Tag color="success">{t('tests.score', { count: test.score })}</Tag>
                ) : (
                  <Tag color="warning">{t('tests.notTaken')}</Tag>
                )
              }
              onClick={() => navigate(test.taken ? resultPath(test.id) : questionPath(test.id))}
            >
              {test.title}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}

/** /Employeequestion?id: answer single and multiple choice questions; graded on the server. */
export function TestQuestionPage() {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const paper = useTestPaper(id);
  const submit = useSubmitTest();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  if (!paper.data) {
    return (
      <Page title={t('tests.title')}>
        {paper.isError || id === '' ? (
          <p className="support-state">{t('tests.notFound')}</p>
        ) : (
          <PageLoading />
        )}
      </Page>
    );
  }
  const { questions } = paper.data;
  const onSubmit = () => {
    if (questions.some((q) => (answers[q.id] ?? []).length === 0)) return showToast(t('tests.incomplete'));
    submit.mutate(
      { testId: id, answers },
      { onSuccess: (result) => navigate(resultPath(result.testId), { replace: true }) },
    );
  };
  return (
    <Page title={paper.data.title}>
      <div className="support-page">
        {paper.data.taken ? <p className="support-muted">{t('tests.alreadyTaken')}</p> : null}
        {questions.map((q, i) => (
          <fieldset key={q.id} className="support-card" data-testid="question">
            <legend>
              {i + 1}. {q.text} <Tag>{t(`tests.kind.${q.kind}`)}</Tag>
            </legend>
            {q.kind === 'single' ? (
              <Radio.Group
                value={answers[q.id]?.[0] ?? null}
                onChange={(v) => setAnswers({ ...answers, [q.id]: [String(v)] })}
              >
                <div className="support-options">
                  {q.options.map((o) => (
                    <Radio key={o.key} value={o.key}>
                      {o.key}. {o.text}
                    </Radio>
                  ))}
                </div>
              </Radio.Group>
            ) : (
              <Checkbox.Group
                value={answers[q.id] ?? []}
                onChange={(v) => setAnswers({ ...answers, [q.id]: v.map(String) })}
              >
                <div className="support-options">
                  {q.options.map((o) => (
                    <Checkbox key={o.key} value={o.key}>
                      {o.key}. {o.text}
                    </Checkbox>
                  ))}
                </div>
              </Checkbox.Group>
            )}
          </fieldset>
        ))}
        <Button block color="primary" loading={submit.isPending} onClick={onSubmit}>
          {t('tests.submit')}
        </Button>
      </div>
    </Page>
  );
}

/** /Employeeresult?id: the kept score and the correct answers. */
export function TestResultPage() {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const result = useTestResult(params.get('id') ?? '');
  return (
    <Page title={result.data?.title ?? t('tests.result')}>
      {!result.data ? (
        result.isError ? (
          <p className="support-state">{t('tests.notFound')}</p>
        ) : (
          <PageLoading />
        )
      ) : (
        <div className="support-page">
          <section className="support-card">
            <p className="support-score" data-testid="test-score">
              {result.data.score}
            </p>
            <p className="support-muted">
              {t('tests.summary', {
                correct: result.data.correctCount,
                total: result.data.total,
                at: result.data.submittedAt,
              })}
            </p>
          </section>
          {result.data.questions.map((q, i) => (
            <section key={q.id} className="support-card">
              <h2>
                {i + 1}. {q.text}
              </h2>
              <p className={q.right ? 'support-right' : 'support-wrong'}>
                {q.right ? t('tests.right') : t('tests.wrong')} ·{' '}
                {t('tests.yours', { keys: q.chosen.join(', ') })}
              </p>
              <p className="support-muted">
                {t('tests.correct', {
                  answer: q.options
                    .filter((o) => q.correct.includes(o.key))
                    .map((o) => `${o.key}. ${o.text}`)
                    .join('; '),
                })}
              </p>
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
