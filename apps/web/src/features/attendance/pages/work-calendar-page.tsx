import type { TCalendarOverrideItem } from '@ehome/shared/attendance/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm, showToast } from '../../../platform/feedback';
import { Page } from '../../../ui/page';
import { CardLoading } from '../admin/card-loading';
import { OverrideForm } from '../admin/override-form';
import { OverrideList } from '../admin/override-list';
import { clampYear, currentYear, sortOverrides } from '../admin/override-model';
import { statutoryText } from '../admin/statutory-note';
import { YearSwitcher } from '../admin/year-switcher';
import { useDeleteCalendarOverride } from '../api/delete-calendar-override';
import { useCalendarOverrides } from '../api/list-calendar-overrides';
import { formatDayMonth } from '../calendar/format';
import { LoadEmpty, LoadFailed } from '../calendar/load-state';
import '../admin/admin.css';

/**
 * /WorkCalendar: the company's own days off and extra workdays of a year, on top of the statutory
 * calendar every attendance and request rule stands on. Saving a date that has one replaces it.
 */
export function WorkCalendarPage() {
  const { t, i18n } = useTranslation('attendanceAdmin');
  const [year, setYear] = useState(() => clampYear(currentYear()));
  const [preset, setPreset] = useState<TCalendarOverrideItem | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const overrides = useCalendarOverrides(year);
  const remove = useDeleteCalendarOverride();
  const sorted = useMemo(() => sortOverrides(overrides.data ?? []), [overrides.data]);
  const byDate = useMemo(() => new Map(sorted.map((item) => [item.date, item])), [sorted]);

  const edit = (item: TCalendarOverrideItem) => {
    // A new object each time, so editing the same override again fills the form again.
    setPreset({ ...item });
    requestAnimationFrame(() =>
      document.getElementById('override-form-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  const confirmDelete = async (item: TCalendarOverrideItem) => {
    const date = formatDayMonth(item.date, i18n.language);
    const sure = await showConfirm(
      t('workCalendar.deleteConfirm', { date, name: item.name, statutory: statutoryText(t, item.date) }),
      t('delete'),
    );
    if (!sure) return;
    setDeleting(item.date);
    try {
      await remove.mutateAsync(item.date);
      showToast(t('workCalendar.deleted', { date }));
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Page title={t('workCalendar.title')}>
      <div className="admin-page">
        <p className="admin-intro">{t('workCalendar.intro')}</p>
        <section className="admin-card" aria-label={t('workCalendar.listTitle')}>
          <YearSwitcher year={year} onChange={(next) => setYear(clampYear(next))} />
          {overrides.isPending ? (
            <CardLoading />
          ) : overrides.isError ? (
            <LoadFailed onRetry={() => void overrides.refetch()} />
          ) : sorted.length === 0 ? (
            <LoadEmpty>{t('workCalendar.empty')}</LoadEmpty>
          ) : (
            <OverrideList
              overrides={sorted}
              deleting={deleting}
              onEdit={edit}
              onDelete={(item) => void confirmDelete(item)}
            />
          )}
        </section>
        <OverrideForm year={year} existing={byDate} preset={preset} />
      </div>
    </Page>
  );
}
