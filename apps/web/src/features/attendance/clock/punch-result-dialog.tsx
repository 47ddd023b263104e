import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatRange } from './distance';
import { timeOf } from './server-clock';
import type { TPunchOutcome } from './use-punch';

function ResultIcon({ ok }: { ok: boolean }) {
  return (
    <span className={`punch-result__icon punch-result__icon--${ok ? 'ok' : 'warn'}`} aria-hidden="true">
      <svg
        aria-hidden="true"
        width="30"
        height="30"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
      >
        {ok ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 6v7.5M12 17.5v.5" strokeLinecap="round" />}
      </svg>
    </span>
  );
}

function Body({ outcome }: { outcome: TPunchOutcome }) {
  const { t } = useTranslation(['clock', 'attendance']);

  if (outcome.type === 'done') {
    const { result } = outcome;
    return (
      <div className="punch-result" data-testid="punch-result">
        <ResultIcon ok />
        <p className="punch-result__title">{t(`clock:result.done.${result.kind}`)}</p>
        <p className="punch-result__time">{timeOf(result.time)}</p>
        <p className="punch-result__line">
          {t('clock:result.at', {
            location: result.locationName,
            distance: formatDistance(t, result.distance),
          })}
        </p>
        {result.replaced ? <p className="punch-result__note">{t('clock:result.replaced')}</p> : null}
        {result.restDayWork ? <p className="punch-result__note">{t('clock:result.restDayWork')}</p> : null}
      </div>
    );
  }

  if (outcome.type === 'outOfRange') {
    const { detail } = outcome;
    return (
      <div className="punch-result" data-testid="punch-result">
        <ResultIcon ok={false} />
        <p className="punch-result__title">{t('clock:result.outOfRange')}</p>
        <p className="punch-result__message">{outcome.message}</p>
        {detail ? (
          <dl className="punch-result__figures">
            <div>
              <dt>{t('clock:result.distance')}</dt>
              <dd className="punch-result__far">{formatDistance(t, detail.distance)}</dd>
            </div>
            <div>
              <dt>{t('clock:result.allowed')}</dt>
              <dd>{formatRange(t, detail.limit)}</dd>
            </div>
          </dl>
        ) : null}
        <p className="punch-result__note">{t('clock:result.forwarded')}</p>
      </div>
    );
  }

  return (
    <div className="punch-result" data-testid="punch-result">
      <ResultIcon ok={false} />
      <p className="punch-result__title">
        {outcome.type === 'location' ? t('clock:result.locationFailed') : t('clock:result.refused')}
      </p>
      <p className="punch-result__message">{outcome.message}</p>
    </div>
  );
}

/** The result of a punch: the recorded server time, or why it was refused. */
export function PunchResultDialog({
  outcome,
  onClose,
}: {
  outcome: TPunchOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('clock');
  // The last outcome stays on screen while the dialog fades out.
  const [shown, setShown] = useState<TPunchOutcome | null>(outcome);
  useEffect(() => {
    if (outcome) setShown(outcome);
  }, [outcome]);

  return (
    <Dialog
      visible={outcome !== null}
      content={shown ? <Body outcome={shown} /> : null}
      closeOnAction
      onClose={onClose}
      afterClose={() => setShown(null)}
      actions={[{ key: 'ok', text: t('result.ok') }]}
    />
  );
}
