import type { TMyActivityItem } from '@ehome/shared/activities/catalogue';
import { shopImageUrl } from '@ehome/shared/shop/catalogue-helpers';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LineIcon } from '../../../ui/line-icon';
import { payPath } from '../../payment';
import { myRegistrationPath } from '../paths';

const CHECK_CIRCLE = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12l3 3 5-6';

/** One of my registrations: unread dot, published label or ended icon, "go pay" when unpaid. */
export function MyActivityCard({ item, showPay = false }: { item: TMyActivityItem; showPay?: boolean }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  return (
    <div style={{ position: 'relative' }}>
      <button
        type="button"
        className="act-card"
        onClick={() => navigate(myRegistrationPath(item.activity_id, item.registrationId))}
      >
        {item.logoPath ? (
          <img className="act-card__img" src={shopImageUrl(item.logoPath, 320)} alt="" loading="lazy" />
        ) : (
          <span className="act-card__img" />
        )}
        <span className="act-card__body">
          <span className="act-card__name">{item.activity_name}</span>
          <span className="act-card__line">{t('my.eventTime', { time: item.eventStart })}</span>
          <span className="act-card__line">{t('my.regNo', { no: item.regNo })}</span>
          <span className="act-card__foot">
            <span className="act-mine__meta">
              {item.ended ? (
                <span className="act-ended-icon" data-testid="ended-icon">
                  <LineIcon path={CHECK_CIRCLE} size={16} />
                  {t('my.ended')}
                </span>
              ) : (
                <span className="act-tag act-tag--open">{item.activity_status_label}</span>
              )}
              <span className="act-card__line">{t(`status.${item.status}`)}</span>
            </span>
            {item.total !== '0.00' ? <span className="act-card__fee">¥{item.total}</span> : null}
          </span>
          {item.needsPay && item.holdUntil ? (
            <span className="act-card__line">{t('my.holdUntil', { time: item.holdUntil })}</span>
          ) : null}
        </span>
        {item.is_read ? null : <span className="act-dot" role="img" aria-label={t('list.unread')} />}
      </button>
      {showPay && item.needsPay ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '6px 0 0' }}>
          <Button
            size="small"
            color="danger"
            onClick={() => navigate(payPath('myactivitypage', `activity:${item.registrationId}`))}
          >
            {t('my.goPay')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
