import { useTranslation } from 'react-i18next';

/** A list loading inside a card: the page spinner without its full-page height. */
export function CardLoading() {
  const { t } = useTranslation('attendanceAdmin');
  return (
    <div className="admin-loading" role="status" aria-label={t('loading')}>
      <span className="spinner" />
    </div>
  );
}
