import { ownerActions } from '@ehome/shared/approvals/owner-rules';
import {
  DESTINATION_MAX,
  TRANSPORT_MAX,
  TRAVEL_REMARK_MAX,
  TravelType,
  type TTravelType,
} from '@ehome/shared/travel/constants';
import type { TTravelIssue } from '@ehome/shared/travel/rules';
import type { TLocalTravelDetail, TTravelCategory } from '@ehome/shared/travel/schemas';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { i18next } from '../../../platform/i18n';
import { ensureServerMessages } from '../../../platform/server-messages';
import { GrowingTextArea } from '../../../ui/growing-text-area';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { LazyAttachmentUploader } from '../../attachments';
import { refusalText } from '../../leave';
import { useTravelCategories } from '../api/get-categories';
import { useTravel } from '../api/get-travel';
import { useSaveTravel } from '../api/save-travel';
import { CategoryField } from '../components/category-field';
import { TimeField } from '../components/time-field';
import { dayOfDate } from '../dates';
import {
  EMPTY_FORM,
  formIssues,
  formLength,
  formOfDetail,
  issuesByField,
  payloadOf,
  type TTravelForm,
} from '../form-model';
import '../travel.css';

/** /Goout?ApplyId (spec 1 §2): a new outing (no id) or a draft to edit. */
export function OutingFormPage() {
  return <TravelFormPage type={TravelType.Outing} />;
}

/** /Travelapplication?ApplyId (spec 1 §2): a new business trip (no id) or a draft to edit. */
export function TripFormPage() {
  return <TravelFormPage type={TravelType.Trip} />;
}

const VIEW_PATH: Record<TTravelType, string> = { 0: '/GooutView', 1: '/TravelView' };
const INQUIRY_TAB: Record<TTravelType, string> = { 0: 'goout', 1: 'travel' };

function TravelFormPage({ type }: { type: TTravelType }) {
  const { t } = useTranslation('travel');
  const [params] = useSearchParams();
  const applyId = params.get('ApplyId') ?? '';
  const existing = useTravel(applyId);
  const categories = useTravelCategories(type);
  const title = t(type === TravelType.Outing ? 'title.outing' : 'title.trip');

  if (categories.isError || existing.isError) {
    return (
      <Page title={title}>
        <section className="notice">
          <p className="notice__text" role="alert">
            {existing.error?.message || t('form.loadFailed')}
          </p>
        </section>
      </Page>
    );
  }
  // A new request's form shows at once and its type row waits for the categories; a draft waits for
  // both, since its fields are read against its category.
  if (applyId && (!categories.data || !existing.data)) {
    return (
      <Page title={title}>
        <PageLoading />
      </Page>
    );
  }
  const detail = existing.data;
  // Only what the owner may edit (a draft, spec 1 §4) opens here; anything else is read on its view.
  if (
    detail &&
    (!ownerActions(detail.approveStatus, detail.isOwner).edit || detail.timeLengthType !== type)
  ) {
    return (
      <Page title={title}>
        <section className="notice">
          <p className="notice__text">{t('form.notEditable')}</p>
          <Link
            className="travel-link"
            to={`${VIEW_PATH[detail.timeLengthType]}?ApplyId=${detail.applyId}`}
            replace
          >
            {t(detail.timeLengthType === TravelType.Outing ? 'title.outingView' : 'title.tripView')}
          </Link>
        </section>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <TravelForm type={type} applyId={applyId} detail={detail} categories={categories.data} />
    </Page>
  );
}

function TravelForm({
  type,
  applyId,
  detail,
  categories,
}: {
  type: TTravelType;
  applyId: string;
  detail: TLocalTravelDetail | undefined;
  /** Undefined while the categories are on their way (a new request only). */
  categories: readonly TTravelCategory[] | undefined;
}) {
  const { t } = useTranslation('travel');
  const navigate = useNavigate();
  const save = useSaveTravel();
  const today = useMemo(() => dayOfDate(new Date()), []);
  const [requestId] = useState(() => applyId || crypto.randomUUID());
  const fieldId = useId();
  const offered = categories ?? [];
  const [form, setForm] = useState<TTravelForm>(() => (detail ? formOfDetail(detail) : EMPTY_FORM));
  const [issues, setIssues] = useState<TTravelIssue[] | null>(null);
  const [messages, setMessages] = useState(false);
  const outing = type === TravelType.Outing;
  const length = formLength(type, form);
  const category = offered.find((c) => c.applyCategoryId === form.categoryId);
  // Once a save was tried, the rows follow the rule as the user corrects them.
  const shown = issues ? issuesByField(formIssues(type, form, offered, today)) : {};
  const message = (issue: TTravelIssue | undefined) =>
    issue && messages ? i18next.t(`messages:${issue.key}`, issue.params ?? {}) : null;
  const set = (patch: Partial<TTravelForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async (approveStatus: 0 | 1) => {
    const found = formIssues(type, form, offered, today);
    if (found.length > 0) {
      // The shared catalogue comes with the first check, not with the screen.
      await ensureServerMessages();
      setMessages(true);
      setIssues(found);
      const [first] = found as [TTravelIssue];
      showToast(i18next.t(`messages:${first.key}`, first.params ?? {}));
      return;
    }
    try {
      await save.mutateAsync(payloadOf(type, form, { id: requestId, isNew: applyId === '' }, approveStatus));
      if (approveStatus === 0) {
        navigate('/CommonApplicationforleaveSuccsess?Type=ApplicationSaved', { replace: true });
        return;
      }
      showToast(t(outing ? 'form.outingSuccess' : 'form.tripSuccess'));
      navigate(`/ApplicationInquiry?Type=${INQUIRY_TAB[type]}`, { replace: true });
    } catch (error) {
      showToast(refusalText(error, t(outing ? 'form.outingFailure' : 'form.tripFailure'), '；'));
    }
  };

  const error = (issue: TTravelIssue | undefined) => {
    const text = message(issue);
    return text ? (
      <p className="travel-error" role="alert">
        {text}
      </p>
    ) : null;
  };

  return (
    <div className="travel-form">
      <section className="travel-card">
        <List>
          <CategoryField
            label={t(outing ? 'form.outingCategory' : 'form.tripCategory')}
            placeholder={t('form.choose')}
            categories={offered}
            loading={!categories}
            value={form.categoryId}
            onChange={(categoryId) => set({ categoryId })}
            invalid={Boolean(shown.category)}
          />
          {error(shown.category)}
          <TimeField
            label={t(outing ? 'form.start' : 'form.startDate')}
            value={form.start}
            precision={outing ? 'minute' : 'day'}
            onChange={(start) => set({ start })}
            placeholder={t('form.choose')}
            today={today}
            invalid={Boolean(shown.start)}
          />
          {error(shown.start)}
          <TimeField
            label={t(outing ? 'form.end' : 'form.endDate')}
            value={form.end}
            precision={outing ? 'minute' : 'day'}
            onChange={(end) => set({ end })}
            placeholder={t('form.choose')}
            today={today}
            invalid={Boolean(shown.end)}
          />
          {error(shown.end)}
          <List.Item
            className={shown.timeLength ? 'travel-row travel-row--invalid' : 'travel-row'}
            extra={
              <span className="travel-row__value" data-testid="travel-length">
                {length === null ? '' : t(outing ? 'form.hours' : 'form.days', { count: length })}
              </span>
            }
          >
            {t('form.length')}
          </List.Item>
          {error(shown.timeLength)}
        </List>
      </section>
      <section className="travel-card">
        <List>
          <List.Item
            className="travel-row"
            title={<label htmlFor={`${fieldId}-destination`}>{t('form.destination')}</label>}
          >
            <Input
              id={`${fieldId}-destination`}
              placeholder={t('form.enter')}
              value={form.arrivalName}
              maxLength={DESTINATION_MAX}
              onChange={(arrivalName) => set({ arrivalName })}
            />
          </List.Item>
          {error(shown.arrivalName)}
          <List.Item
            className="travel-row"
            title={<label htmlFor={`${fieldId}-transport`}>{t('form.transport')}</label>}
          >
            <Input
              id={`${fieldId}-transport`}
              placeholder={t('form.enter')}
              value={form.transportation}
              maxLength={TRANSPORT_MAX}
              onChange={(transportation) => set({ transportation })}
            />
          </List.Item>
          {error(shown.transportation)}
          <List.Item
            className="travel-row"
            title={
              <label htmlFor={`${fieldId}-remark`}>
                {t(category?.settingsObj.isRemarkRequired ? 'form.remarkRequired' : 'form.remark')}
              </label>
            }
          >
            <GrowingTextArea
              id={`${fieldId}-remark`}
              placeholder={t('form.enter')}
              value={form.remark}
              maxLength={TRAVEL_REMARK_MAX}
              rows={{ minRows: 2, maxRows: 5 }}
              onChange={(remark) => set({ remark })}
            />
          </List.Item>
          {error(shown.remark)}
        </List>
      </section>
      <section className="travel-card">
        <LazyAttachmentUploader keyType={outing ? 'outing' : 'trip'} keyId={requestId} />
      </section>
      <div className="travel-actions">
        <Button block size="large" disabled={save.isPending} onClick={() => void submit(0)}>
          {t('form.saveDraft')}
        </Button>
        <Button block size="large" color="primary" loading={save.isPending} onClick={() => void submit(1)}>
          {t('form.submit')}
        </Button>
      </div>
    </div>
  );
}
