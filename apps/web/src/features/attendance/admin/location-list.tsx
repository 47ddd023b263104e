import type { TLocationItem } from '@ehome/shared/attendance/schemas';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatRange } from '../clock/distance';
import { formatCoordinate } from './location-form';

type TProps = {
  locations: readonly TLocationItem[];
  /** Without a chosen organisation the list holds the whole company's points: say whose each is. */
  showOrganization: boolean;
  deleting: string | null;
  onDelete: (location: TLocationItem) => void;
};

/** Registered punch points with their range and coordinates, each with a delete action. */
export function LocationList({ locations, showOrganization, deleting, onDelete }: TProps) {
  const { t } = useTranslation('attendanceAdmin');
  return (
    <ul className="admin-list">
      {locations.map((location) => (
        <li key={location.id} className="admin-list__item location-item">
          <span className="location-item__dot" aria-hidden="true" />
          <div className="admin-list__main">
            <p className="admin-list__title">{location.remark}</p>
            {showOrganization ? <p className="admin-list__meta">{location.organizationName}</p> : null}
            <p className="admin-list__meta">
              {t('location.rangeOf', { range: formatRange(t, location.limit) })}
            </p>
            <p className="admin-list__meta admin-list__meta--mono">
              {t('location.coordinatesOf', {
                longitude: formatCoordinate(location.longitude),
                latitude: formatCoordinate(location.latitude),
              })}
            </p>
          </div>
          <Button
            className="admin-list__action"
            size="small"
            color="danger"
            fill="outline"
            loading={deleting === location.id}
            disabled={deleting !== null}
            aria-label={t('location.deleteNamed', { name: location.remark })}
            onClick={() => onDelete(location)}
          >
            {t('delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
