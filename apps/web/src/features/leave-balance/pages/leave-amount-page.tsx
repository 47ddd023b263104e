import Tabs from 'antd-mobile/es/components/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useCurrentYear } from '../api/get-current-year';
import { useBalances } from '../api/list-balances';
import { detailPath, parseYear, type TYearTab, tabOfYear, YEAR_TABS, yearOfTab } from '../balance-model';
import { BalanceFigures } from '../components/balance-card';
import { EmptyState, LoadFailed } from '../components/load-state';
import '../leave-balance.css';

/**
 * /LeaveAmount (spec 1 §2): the caller's leave balances per type for next year, this year and last
 * year. The chosen year stays in the address (?year) so coming back from a detail keeps the tab.
 */
export function LeaveAmountPage() {
  const { t } = useTranslation('leaveBalance');
  const current = useCurrentYear();
  const [params, setParams] = useSearchParams();

  let body: ReactNode;
  if (current.isPending) body = <PageLoading />;
  else if (current.isError) body = <LoadFailed onRetry={() => void current.refetch()} />;
  else {
    const tab = tabOfYear(parseYear(params.get('year')), current.data);
    body = (
      <>
        <Tabs
          className="balance-tabs"
          activeKey={tab}
          onChange={(key) =>
            setParams({ year: String(yearOfTab(key as TYearTab, current.data)) }, { replace: true })
          }
        >
          {YEAR_TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`amount.tab.${key}`, { year: yearOfTab(key, current.data) })} />
          ))}
        </Tabs>
        <YearBalances year={yearOfTab(tab, current.data)} />
      </>
    );
  }

  return (
    <Page title={t('amount.title')}>
      <div className="balance-page balance-page--tabs">{body}</div>
    </Page>
  );
}

function YearBalances({ year }: { year: number }) {
  const { t, i18n } = useTranslation('leaveBalance');
  const balances = useBalances(year, i18n.language);
  if (balances.isPending) return <PageLoading />;
  if (balances.isError) return <LoadFailed onRetry={() => void balances.refetch()} />;
  if (balances.data.length === 0) return <EmptyState>{t('amount.empty', { year })}</EmptyState>;
  return (
    <ul className="balance-list" aria-busy={balances.isPlaceholderData}>
      {balances.data.map((balance) => (
        <li key={balance.applyCategoryId}>
          <Link className="balance-card" to={detailPath(year, balance.categoryCode, balance.applyCategoryId)}>
            <BalanceFigures balance={balance} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
