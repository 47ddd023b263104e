import type { TTicket } from '@ehome/shared/support/schemas';
import { Button, Rate, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useMyTickets, useRateTicket } from '../api';
import '../support.css';

function RateCard({ ticket }: { ticket: TTicket }) {
  const { t } = useTranslation('support');
  const rate = useRateTicket();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <section className="support-card" data-testid="rate-ticket">
      <h2>{ticket.ticketNo}</h2>
      <p style={{ whiteSpace: 'pre-line' }}>{ticket.question}</p>
      <p className="support-muted">{t('satisfaction.answer')}</p>
      <p>{ticket.answer}</p>
      {ticket.score !== null ? (
        <p>
          <Rate readOnly value={ticket.score} /> {ticket.comment}
        </p>
      ) : (
        <>
          {/* Buttons rather than antd-mobile's Rate (a drag area): each score is a focusable choice. */}
          <div className="support-stars">
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={score === n}
                aria-label={t('satisfaction.stars', { count: n })}
                className={n <= score ? 'support-star support-star--on' : 'support-star'}
                onClick={() => setScore(n)}
              >
                ★
              </button>
            ))}
          </div>
          <TextArea
            aria-label={t('satisfaction.comment')}
            placeholder={t('satisfaction.comment')}
            value={comment}
            onChange={setComment}
            maxLength={200}
            rows={2}
          />
          <Button
            size="small"
            color="primary"
            loading={rate.isPending}
            onClick={() => {
              if (score < 1) return showToast(t('satisfaction.pick'));
              rate.mutate(
                { ticketId: ticket.id, score, comment },
                { onSuccess: () => showToast(t('satisfaction.thanks')) },
              );
            }}
          >
            {t('satisfaction.submit')}
          </Button>
        </>
      )}
    </section>
  );
}

/** /Satisfactionscore: rate each answered ticket once (1-5 and a comment). */
export function SatisfactionPage() {
  const { t } = useTranslation('support');
  const mine = useMyTickets();
  const answered = mine.data?.filter((ticket) => ticket.status === 'answered') ?? [];
  return (
    <Page title={t('satisfaction.title')}>
      <div className="support-page">
        {!mine.data ? (
          mine.isError ? (
            <p className="support-state">{t('loadFailed')}</p>
          ) : (
            <PageLoading />
          )
        ) : answered.length === 0 ? (
          <p className="support-state">
            {t('satisfaction.empty')} <Link to="/Mycustomerservice">{t('chat.title')}</Link>
          </p>
        ) : (
          answered.map((ticket) => <RateCard key={ticket.id} ticket={ticket} />)
        )}
      </div>
    </Page>
  );
}
