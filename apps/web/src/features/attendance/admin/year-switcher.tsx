import { useTranslation } from 'react-i18next';
import { formatYear } from '../calendar/format';
import { Chevron } from '../components/chevron';
import { OVERRIDE_YEAR_MAX, OVERRIDE_YEAR_MIN } from './override-model';

/** ‹ 2026 › : the year whose overrides are shown. */
export function YearSwitcher({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t, i18n } = useTranslation('attendanceAdmin');
  return (
    <div className="year-switcher">
      <button
        type="button"
        className="year-switcher__arrow"
        aria-label={t('workCalendar.previousYear')}
        disabled={year <= OVERRIDE_YEAR_MIN}
        onClick={() => onChange(year - 1)}
      >
        <Chevron direction="left" />
      </button>
      <h2 className="year-switcher__year" aria-live="polite">
        {formatYear(year, i18n.language)}
      </h2>
      <button
        type="button"
        className="year-switcher__arrow"
        aria-label={t('workCalendar.nextYear')}
        disabled={year >= OVERRIDE_YEAR_MAX}
        onClick={() => onChange(year + 1)}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}
