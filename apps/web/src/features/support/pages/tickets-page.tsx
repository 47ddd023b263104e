import type { TTicketStatus } from '@ehome/shared/support/constants';
import type { TTicket } from '@ehome/shared/support/schemas';
import { Button, Tabs, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useAnswerTicket, useTickets } from '../api';
import '../support.css';

function TicketCard({ ticket }: { ticket: TTicket }) {
  const { t } = useTranslation('support');
  const answer = useAnswerTicket();
  const [text, setText] = useState('');
  return (
    <section className="support-card" data-testid="ticket">
      <h2>
        {ticket.ticketNo} · {ticket.employeeName}
      </h2>
      <p className="support-muted">
        {ticket.createdAt}
        {ticket.afterHours ? ` · ${t('tickets.afterHours')}` : ''}
      </p>
      <p style={{ whiteSpace: 'pre-line' }}>{ticket.question || t('tickets.noQuestion')}</p>
      {ticket.status === 'answered' ? (
        <>
          <p className="support-muted">{t('tickets.answered', { at: ticket.answeredAt })}</p>
          <p>{ticket.answer}</p>
          {ticket.score !== null ? (
            <p className="support-muted">
              {t('tickets.rated', { score: ticket.score, comment: ticket.comment ?? '' })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <TextArea
            aria-label={t('tickets.answer')}
            placeholder={t('tickets.answer')}
            value={text}
            onChange={setText}
            maxLength={500}
            rows={3}
          />
          <Button
            size="small"
            color="primary"
            loading={answer.isPending}
            onClick={() => {
              if (text.trim() === '') return showToast(t('tickets.answerRequired'));
              answer.mutate(
                { ticketId: ticket.id, answer: text },
                { onSuccess: () => showToast(t('tickets.sent')) },
              );
            }}
          >
            {t('tickets.send')}
          </Button>
        </>
      )}
    </section>
  );
}

function TicketList({ status }: { status: TTicketStatus }) {
  const { t } = useTranslation('support');
  const list = useTickets(status);
  if (!list.data) return list.isError ? <p className="support-state">{t('loadFailed')}</p> : <PageLoading />;
  if (list.data.length === 0) return <p className="support-state">{t('tickets.empty')}</p>;
  return (
    <div className="support-page">
      {list.data.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
    </div>
  );
}

/** /ServiceTickets (HR): the company's requests for a human agent and messages left; answer once. */
export function ServiceTicketsPage() {
  const { t } = useTranslation('support');
  const [tab, setTab] = useState<TTicketStatus>('open');
  return (
    <Page title={t('tickets.title')}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TTicketStatus)}>
        <Tabs.Tab key="open" title={t('tickets.open')} />
        <Tabs.Tab key="answered" title={t('tickets.done')} />
      </Tabs>
      <TicketList status={tab} />
    </Page>
  );
}
