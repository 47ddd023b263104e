import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../platform/feedback';
import { useInFlight } from '../../../ui/in-flight';
import { Page } from '../../../ui/page';
import { useImportPayroll, usePayrollMonths, usePayrollSlips, usePayslip } from '../api';
import { Loaded, ReauthGate } from '../components';
import { Slip } from './payslip-pages';

/** /PayrollAdmin (role payroll): the company's months, a month's masked slips, one opened after re-auth, CSV loading. */
export function PayrollAdminPage() {
  const { t } = useTranslation('payRecords');
  const months = usePayrollMonths();
  const [month, setMonth] = useState<string | null>(null);
  const [person, setPerson] = useState<{ eid: string; name: string } | null>(null);
  if (month && person)
    return (
      <Page title={`${person.name} · ${month}`} onBack={() => setPerson(null)}>
        <div className="pay-page">
          <ReauthGate>
            <OpenSlip month={month} eid={person.eid} />
          </ReauthGate>
        </div>
      </Page>
    );
  return (
    <Page title={t('payroll.title')} onBack={month ? () => setMonth(null) : undefined}>
      <div className="pay-page">
        {month ? (
          <MonthSlips month={month} onOpen={(eid, name) => setPerson({ eid, name })} />
        ) : (
          <>
            <ImportCsv />
            <Loaded query={months}>
              {(list) => (
                <>
                  {list.length === 0 ? <p className="pay-state">{t('none')}</p> : null}
                  {list.map((m) => (
                    <button
                      key={m.month}
                      type="button"
                      className="pay-link"
                      onClick={() => setMonth(m.month)}
                    >
                      <span>{m.month}</span>
                      <span className="pay-tag">{t('payroll.slips', { count: m.slips })}</span>
                    </button>
                  ))}
                </>
              )}
            </Loaded>
          </>
        )}
      </div>
    </Page>
  );
}

function OpenSlip({ month, eid }: { month: string; eid: string }) {
  const slip = usePayslip(month, eid);
  return <Loaded query={slip}>{(data) => <Slip slip={data} />}</Loaded>;
}

function MonthSlips({ month, onOpen }: { month: string; onOpen: (eid: string, name: string) => void }) {
  const slips = usePayrollSlips(month);
  return (
    <Loaded query={slips}>
      {(list) => (
        <>
          {list.map((s) => (
            <button
              key={s.eid}
              type="button"
              className="pay-link"
              onClick={() => onOpen(s.eid, s.employeeName)}
            >
              <span>
                {s.employeeName}
                <small>{s.employeeNo}</small>
              </span>
              <span>{s.net}</span>
            </button>
          ))}
        </>
      )}
    </Loaded>
  );
}

function ImportCsv() {
  const { t } = useTranslation('payRecords');
  const load = useImportPayroll();
  const importing = useInFlight();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const submit = async () => {
    if (!file) return setError(t('payroll.fileRequired'));
    setError('');
    try {
      const result = await load.mutateAsync(await file.text());
      showToast(t('payroll.loaded', result));
      setFile(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <section className="pay-card" aria-label={t('payroll.import')}>
      <h2 className="pay-card__title">{t('payroll.import')}</h2>
      <p className="pay-muted">{t('payroll.columns')}</p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label={t('payroll.file')}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p className="pay-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        onClick={() => void importing.run(submit)}
        loading={importing.busy}
        style={{ marginTop: 8 }}
      >
        {t('payroll.import')}
      </Button>
    </section>
  );
}
