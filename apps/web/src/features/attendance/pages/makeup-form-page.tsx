import {
  MAKEUP_REMARK_MAX,
  MAKEUP_TYPES,
  MAKEUP_WORK_STATUSES,
  needsWorkStatus,
} from '@ehome/shared/makeup-clock/rules';
import type { TMakeupSaved } from '@ehome/shared/makeup-clock/schemas';
import { requestDateWindow } from '@ehome/shared/time/request-window';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { ApiError } from '../../../platform/http-client';
import { LazySheet, useLazySheet } from '../../../ui/lazy-sheet';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useDayAttendance } from '../api/get-day-attendance';
import { saveMakeup } from '../api/save-makeup';
import { StateTag } from '../calendar/state-legend';
import { changeOf, fieldErrors, type TFieldErrors, typeOfParam } from '../makeup/form-model';
import '../calendar/attendance-states.css';
import '../calendar/day-card.css';
import '../makeup/makeup.css';

// The date wheel downloads when the person changes the date: the form opens on the calendar's day.
const DatePicker = lazy(() => import('antd-mobile/es/components/date-picker'));

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localDate = (text: string) => new Date(`${text}T00:00:00`);

/**
 * /AttendanceFillClock/{date}/{type} (spec 1 §2): the make-up clock form, opened from a calendar day
 * that is missing a punch, late or early. The day's shift and punches are shown; date, type, reason
 * and (off-duty) work status are checked with the server's rule before sending.
 */
export function MakeupFormPage() {
  const { t } = useTranslation('makeup');
  const params = useParams();
  const [date, setDate] = useState(params.date ?? '');
  const day = useDayAttendance(/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined);
  return (
    <Page title={t('form.title')}>
      {day.isPending ? (
        <PageLoading />
      ) : (
        <MakeupForm date={date} onDate={setDate} initialType={typeOfParam(params.type)} day={day.data} />
      )}
    </Page>
  );
}

type TDay = ReturnType<typeof useDayAttendance>['data'];

function MakeupForm({
  date,
  onDate,
  initialType,
  day,
}: {
  date: string;
  onDate: (date: string) => void;
  initialType: 0 | 1 | 2 | null;
  day: TDay;
}) {
  const { t } = useTranslation(['makeup', 'attendance']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [type, setType] = useState<number | null>(initialType);
  const [workStatus, setWorkStatus] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const picker = useLazySheet();
  const [sending, setSending] = useState(false);
  const today = (day?.isToday ? day.attendanceDate : null) ?? dateText(new Date());
  const window = requestDateWindow(today);
  const message = (field: keyof TFieldErrors) => {
    const issue = errors[field];
    // The form's messages are the shared rule's keys, worded in this screen's catalogue (the shared
    // catalogue of every message would triple the screen's download).
    return issue ? t(`errors.${issue.key.split('.').pop()}`, issue.params ?? {}) : undefined;
  };

  const submit = async () => {
    const change = changeOf({ attendanceDate: date, type, remark, workStatus });
    const found = fieldErrors(change, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const saved: TMakeupSaved = await saveMakeup({ change, approveStatus: 1 });
      showToast(t('form.success'));
      void queryClient.invalidateQueries({ queryKey: ['attendance'] });
      navigate(saved.viewPath, { replace: true });
    } catch (error) {
      const text = error instanceof ApiError && error.message ? error.message : t('form.failure');
      showToast(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="makeup-form">
      <section className="makeup-card">
        <Row label={t('form.date')} error={message('attendanceDate')}>
          <button type="button" className="makeup-picker" onClick={picker.show} data-testid="makeup-date">
            {date || <span className="makeup-placeholder">{t('form.pickDate')}</span>}
          </button>
          <LazySheet sheet={picker}>
            <DatePicker
              visible={picker.visible}
              onClose={picker.close}
              min={localDate(window.from)}
              max={localDate(today)}
              value={/^\d{4}-\d{2}-\d{2}$/.test(date) ? localDate(date) : localDate(today)}
              onConfirm={(value) => onDate(dateText(value))}
              title={t('form.date')}
            />
          </LazySheet>
        </Row>
        {day ? <DayFacts day={day} /> : null}
      </section>

      <section className="makeup-card">
        <Row label={t('form.type')} error={message('type')}>
          <Selector
            columns={3}
            value={type === null ? [] : [type]}
            onChange={(values) => setType(values[0] ?? null)}
            options={MAKEUP_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
          />
        </Row>
        {needsWorkStatus(type) ? (
          <Row label={t('form.workStatus')} error={message('workStatus')}>
            <Selector
              columns={3}
              value={workStatus === null ? [] : [workStatus]}
              onChange={(values) => setWorkStatus(values[0] ?? null)}
              options={MAKEUP_WORK_STATUSES.map((value) => ({ value, label: t(`workStatus.${value}`) }))}
            />
          </Row>
        ) : null}
        <Row label={t('form.remark')} error={message('remark')} htmlFor="makeup-remark">
          <TextArea
            value={remark}
            onChange={setRemark}
            placeholder={t('form.remarkPlaceholder')}
            maxLength={MAKEUP_REMARK_MAX}
            showCount
            rows={3}
            id="makeup-remark"
          />
        </Row>
      </section>

      <div className="makeup-actions">
        <Button block color="primary" size="large" loading={sending} onClick={() => void submit()}>
          {t('form.submit')}
        </Button>
      </div>
    </div>
  );
}

function Row({
  label,
  error,
  children,
  htmlFor,
}: {
  label: string;
  error: string | undefined;
  children: ReactNode;
  htmlFor?: string;
}) {
  return (
    <div className="makeup-row">
      {htmlFor ? (
        <label className="makeup-row__label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <div className="makeup-row__label">{label}</div>
      )}
      <div className="makeup-row__field">{children}</div>
      {error ? (
        <p className="makeup-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The day as it stands: shift, punches and state, so the person sees what the make-up repairs. */
function DayFacts({ day }: { day: NonNullable<TDay> }) {
  const { t } = useTranslation(['makeup', 'attendance']);
  return (
    <dl className="day-card__rows makeup-day">
      <div className="day-card__row">
        <dt>{t('attendance:calendar.shift')}</dt>
        <dd>
          {day.shift ? (
            <span className="day-card__time">
              {day.shift.shiftName} {day.shift.workStartTime}–{day.shift.workEndTime}
            </span>
          ) : (
            <span className="day-card__none">{t('attendance:calendar.noShift')}</span>
          )}
        </dd>
      </div>
      <div className="day-card__row">
        <dt>{t('attendance:punch.in')}</dt>
        <dd className="day-card__time">
          {day.signInTime?.slice(11, 16) ?? t('attendance:calendar.notPunched')}
        </dd>
      </div>
      <div className="day-card__row">
        <dt>{t('attendance:punch.out')}</dt>
        <dd className="day-card__time">
          {day.signOutTime?.slice(11, 16) ?? t('attendance:calendar.notPunched')}
        </dd>
      </div>
      <div className="day-card__row">
        <dt>{t('attendance:calendar.state')}</dt>
        <dd>
          <StateTag state={day.state} />
        </dd>
      </div>
    </dl>
  );
}
