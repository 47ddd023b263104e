import type { TCalendarOverrideItem } from '@ehome/shared/attendance/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../calendar/format';
import { statutoryText } from './statutory-note';
import '../components/chip.css';

type TProps = {
  overrides: readonly TCalendarOverrideItem[];
  deleting: string | null;
  onEdit: (item: TCalendarOverrideItem) => void;
  onDelete: (item: TCalendarOverrideItem) => void;
};

/** The company's overrides of a year: date, kind, name, what the statutory calendar said, actions. */
export function OverrideList({ overrides, deleting, onEdit, onDelete }: TProps) {
  const { t, i18n } = useTranslation('attendanceAdmin');
  return (
    <ul className="admin-list">
      {overrides.map((item) => {
        const weekday = new Date(`${item.date}T00:00:00Z`).getUTCDay();
        return (
          <li key={item.date} className="admin-list__item override-item">
            <div className="override-item__date">
              <span className="override-item__day">{formatShortDate(item.date, i18n.language)}</span>
              <span className="override-item__weekday">{t(`attendance:weekday.${weekday}`)}</span>
            </div>
            <div className="admin-list__main">
              <p className="admin-list__title">
                <span className={`chip chip--${item.dayType === 0 ? 'work' : 'off'}`}>
                  {t(`workCalendar.kind.${item.dayType}`)}
                </span>{' '}
                {item.name}
              </p>
              <p className="admin-list__meta">
                {t('workCalendar.statutoryWas', { text: statutoryText(t, item.date) })}
              </p>
              <div className="override-item__actions">
                <Button size="mini" fill="outline" onClick={() => onEdit(item)}>
                  {t('edit')}
                </Button>
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  loading={deleting === item.date}
                  disabled={deleting !== null}
                  onClick={() => onDelete(item)}
                >
                  {t('delete')}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
