import type { TWelfareRightItem } from '@ehome/shared/welfare/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { PageLoading } from '../../../ui/page-loading';
import { useMyRights } from '../api/welfare';
import { WelfarePicture } from '../components/welfare-picture';
import { claimPath, claimStatusKey, dateOf, rightPath } from '../format';
import '../welfare.css';

function RightRow({ right }: { right: TWelfareRightItem }) {
  const { t } = useTranslation('welfare');
  const to = right.claimId ? claimPath(right.claimId) : rightPath(right.id);
  const when =
    right.state === 'notStarted'
      ? t('rights.opens', { date: dateOf(right.claimFrom) })
      : right.state === 'open'
        ? t('rights.deadline', { date: dateOf(right.claimTo) })
        : right.state === 'ended'
          ? t('rights.endedOn', { date: dateOf(right.claimTo) })
          : t(`kind.${right.kind}`);
  const tag = right.claimId ? t(claimStatusKey(right.claimStatus)) : t(`state.${right.state}`);
  return (
    <li>
      <Link className={`welfare-row welfare-row--${right.state}`} to={to}>
        <WelfarePicture imagePath={right.imagePath} color={right.color} size={44} />
        <span className="welfare-row__main">
          <strong>{right.name}</strong>
          <small>{when}</small>
        </span>
        <span className={`welfare-tag welfare-tag--${right.state}`}>{tag}</span>
      </Link>
    </li>
  );
}

/** /Myrights: the caller's rights of a year: open ones with their deadline first; a year switch. */
export function MyRightsPage() {
  const { t } = useTranslation('welfare');
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const rights = useMyRights(Number.isInteger(asked) && asked > 2000 ? asked : null);
  const data = rights.data;
  return (
    <Page title={t('rights.title')}>
      <div className="welfare-page">
        {data ? (
          <>
            <div className="welfare-years" role="tablist" aria-label={t('rights.year')}>
              {data.years.map((year) => (
                <button
                  key={year}
                  type="button"
                  role="tab"
                  aria-selected={year === data.year}
                  className={year === data.year ? 'welfare-year welfare-year--on' : 'welfare-year'}
                  onClick={() => setParams({ year: String(year) }, { replace: true })}
                >
                  {t('rights.yearLabel', { year })}
                </button>
              ))}
            </div>
            {data.result.length === 0 ? (
              <p className="welfare-state">{t('rights.empty')}</p>
            ) : (
              <ul className="welfare-list welfare-card">
                {data.result.map((r) => (
                  <RightRow key={r.id} right={r} />
                ))}
              </ul>
            )}
          </>
        ) : rights.isError ? (
          <p className="welfare-state" role="alert">
            {rights.error.message || t('loadFailed')}
          </p>
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  );
}
