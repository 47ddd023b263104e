import { groupThousands } from '@ehome/shared/calculators/money';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useAdminDecide, useAdminDetail, useAdminRecords } from '../api/deductions';
import { StatusTag } from '../components/notices';
import { RecordView } from '../components/record-view';
import { VoucherThumbs } from '../components/voucher-thumbs';
import '../deductions.css';

/** /DeductionAdmin (hr/admin): the company's submitted records; accept, or return with a note. */
export function DeductionAdminPage() {
  const { t } = useTranslation('deductions');
  const [status, setStatus] = useState('submitted');
  const [open, setOpen] = useState<string | null>(null);
  const list = useAdminRecords(status || undefined);
  return (
    <Page title={t('adminTitle')}>
      <div className="ded-page">
        <Selector
          aria-label={t('adminFilter')}
          columns={4}
          options={['submitted', 'returned', 'reported', ''].map((s) => ({
            label: s ? t(`status.${s}`) : t('all'),
            value: s,
          }))}
          value={[status]}
          onChange={(v) => setStatus(v[0] ?? '')}
        />
        {list.data ? (
          list.data.result.length === 0 ? (
            <p className="ded-card ded-muted">{t('adminEmpty')}</p>
          ) : (
            list.data.result.map((r) => (
              <section className="ded-card" key={r.id}>
                <button
                  type="button"
                  className="ded-head ded-plain"
                  onClick={() => setOpen(open === r.id ? null : r.id)}
                >
                  <div>
                    <div className="ded-head__year">
                      {r.employeeName} ({r.employeeNo})
                    </div>
                    <div className="ded-muted">
                      {t('yearOf', { year: r.year })} · ¥{groupThousands(r.yearTotal)} · {r.submittedAt ?? ''}
                    </div>
                  </div>
                  <StatusTag status={r.status} />
                </button>
                {open === r.id ? <AdminDetail id={r.id} /> : null}
              </section>
            ))
          )
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}

function AdminDetail({ id }: { id: string }) {
  const { t } = useTranslation('deductions');
  const detail = useAdminDetail(id);
  const decide = useAdminDecide();
  const [note, setNote] = useState('');
  if (!detail.data) return <PageLoading />;
  const { record, members, vouchers } = detail.data;
  return (
    <div className="ded-admin">
      <RecordView
        record={record}
        vouchers={false}
        itemVouchers={(itemId) => <VoucherThumbs vouchers={vouchers.filter((v) => v.itemId === itemId)} />}
      />
      <section className="ded-card">
        <h2 className="ded-card__title">{t('membersTitle')}</h2>
        {members.map((m) => (
          <div className="ded-muted" key={m.id}>
            {m.name} · {t(`relation.${m.relation}`)} · {m.idNumber} · {m.birthDate}
          </div>
        ))}
      </section>
      {record.status === 'submitted' ? (
        <>
          <Input aria-label={t('returnNote')} placeholder={t('returnNote')} value={note} onChange={setNote} />
          <div className="ded-actions">
            <Button
              color="primary"
              loading={decide.isPending}
              onClick={async () => {
                await decide.mutateAsync({ id, action: 'accept' });
                showToast(t('status.reported'));
              }}
            >
              {t('accept')}
            </Button>
            <Button
              color="warning"
              loading={decide.isPending}
              onClick={async () => {
                await decide.mutateAsync({ id, action: 'return', note });
                showToast(t('status.returned'));
              }}
            >
              {t('return')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
