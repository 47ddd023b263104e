import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import '../calculators.css';
import '../working-days/working-days.css';

const SECTIONS = ['modes', 'counting', 'custom', 'holidays', 'added', 'limits'] as const;

/** /WorkDataHelp (spec 2 §2 "a help text page for working days"): how the calculator counts. */
export function WorkingDaysHelpPage() {
  const { t } = useTranslation(['calcWorkdays', 'calculators']);
  return (
    <Page title={t('calcWorkdays:help.title')}>
      <article className="calc-page">
        {SECTIONS.map((section) => (
          <section key={section} className="calc-card workdays-help">
            <h2 className="calc-card__title">{t(`calcWorkdays:help.${section}.title`)}</h2>
            <p>{t(`calcWorkdays:help.${section}.text`)}</p>
          </section>
        ))}
      </article>
    </Page>
  );
}
