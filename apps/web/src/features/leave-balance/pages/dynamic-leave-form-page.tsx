import type { TLanguage } from '@ehome/shared/constants';
import type { TFormItem, TFormValue } from '@ehome/shared/leave/dynamic-form';
import { checkFormValues, joinFormMessages, type TFormIssue } from '@ehome/shared/leave/dynamic-form-rules';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useAnnualLeaveLimit } from '../api/get-annual-leave-limit';
import { useFormModel } from '../api/get-form-model';
import { useNextWorkPeriod } from '../api/get-next-work-period';
import { useSubmitForm } from '../api/submit-form';
import { AnnualLeaveHint } from '../components/annual-leave-hint';
import { FormFiles } from '../components/form-files';
import { FormItemField } from '../components/form-item-field';
import { EmptyState, isRefusal, LoadFailed } from '../components/load-state';
import {
  formItemsOf,
  initialValues,
  issueMessageArgs,
  issuesByField,
  serverIssues,
  withPeriodDefaults,
} from '../form-model';
import '../leave-balance.css';

/** The quick leave form when the link names none. */
export const DEFAULT_TEMP_NAME = 'FastSellingLeave';

/**
 * /Applicationforleave?tempName (spec 3 §2.6, §3 "Dynamic leave form"): the company's form rendered
 * item by item. The shared rule checks it before sending ('{name} cannot be empty'); the server
 * checks again and refuses with errNo 1 and the joined messages, shown the same way.
 */
export function DynamicLeaveFormPage() {
  const { t, i18n } = useTranslation(['leaveBalance', 'common']);
  const [params] = useSearchParams();
  const tempName = params.get('tempName')?.trim() || DEFAULT_TEMP_NAME;
  const model = useFormModel(tempName, i18n.language);
  const annual = useAnnualLeaveLimit();
  const title = model.data?.title ?? t('form.title');

  let body: ReactNode;
  if (model.isPending) body = <PageLoading />;
  else if (model.isError)
    body = isRefusal(model.error) ? (
      // A template the company does not have will not appear by retrying.
      <LoadFailed message={model.error.message}>
        <Link className="balance-link" to="/index" replace>
          {t('result.home')}
        </Link>
      </LoadFailed>
    ) : (
      <LoadFailed onRetry={() => void model.refetch()} />
    );
  else if (model.data.formItems.length === 0) body = <EmptyState>{t('form.noItems')}</EmptyState>;
  else
    body = (
      // Another template starts a new form; a language switch only relabels this one and keeps what was typed.
      <FilledForm key={model.data.tempName} tempName={model.data.tempName} items={model.data.formItems} />
    );

  return (
    <Page title={title}>
      <div className="balance-page">
        {annual.data && <AnnualLeaveHint limit={annual.data} />}
        {body}
      </div>
    </Page>
  );
}

function FilledForm({ tempName, items }: { tempName: string; items: TFormItem[] }) {
  const { t, i18n } = useTranslation(['leaveBalance', 'common']);
  const navigate = useNavigate();
  const submit = useSubmitForm();
  // Files are uploaded under this id before the form exists; the server checks they belong to it.
  const [formId] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Record<string, TFormValue>>(() => initialValues(items));
  const [submitted, setSubmitted] = useState(false);
  // A leave's start and end begin at the next working day's hours, never at "now" for both.
  const period = useNextWorkPeriod();
  useEffect(() => {
    if (!period.data) return;
    const start = period.data.startTime;
    const end = period.data.endTime;
    setValues((current) => withPeriodDefaults(items, current, start, end));
  }, [period.data, items]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const translateIssue = (issue: TFormIssue) => {
    const [key, options] = issueMessageArgs(issue);
    return t(key, options);
  };
  // After the first submit, messages follow the values as they are corrected.
  const clientIssues = useMemo(() => checkFormValues(items, values), [items, values]);
  const shown = submitted ? issuesByField(clientIssues) : {};

  const change = (fieldName: string, value: TFormValue) => {
    setValues((current) => ({ ...current, [fieldName]: value }));
    setServerErrors(({ [fieldName]: _, ...rest }) => rest);
  };

  const send = async () => {
    setSubmitted(true);
    if (clientIssues.length > 0) {
      showToast(joinFormMessages(clientIssues.map(translateIssue), i18n.language as TLanguage));
      return;
    }
    try {
      const { id } = await submit.mutateAsync({
        tempName,
        id: formId,
        formItems: formItemsOf(items, values),
      });
      navigate(`/ApplicationforleaveSuccsess?id=${encodeURIComponent(id)}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const issues = serverIssues(error.resultData);
      setServerErrors(Object.fromEntries(issues.map((issue) => [issue.fieldName, issue.message])));
      // errNo 1 carries the joined messages (spec 3 §8); without any, say the submission failed.
      showToast(error.message || t('form.submissionFailure'));
    }
  };

  return (
    <form
      className="dyn-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="dyn-form__note">{t('form.requiredNote')}</p>
      <div className="dyn-form__card">
        {items.map((item) => {
          const issue = shown[item.fieldName];
          return (
            <FormItemField
              key={item.fieldName}
              item={item}
              value={values[item.fieldName] ?? null}
              onChange={(value) => change(item.fieldName, value)}
              error={issue ? translateIssue(issue) : serverErrors[item.fieldName]}
              renderFiles={(onFiles) => <FormFiles formId={formId} onChange={onFiles} />}
            />
          );
        })}
      </div>
      <Button
        block
        color="primary"
        size="large"
        type="submit"
        className="dyn-form__submit"
        loading={submit.isPending}
      >
        {t('form.submit')}
      </Button>
    </form>
  );
}
