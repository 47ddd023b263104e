import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { CALCULATOR_MENU, CALCULATOR_SCREENS, DISCLAIMER_PATH } from '../calculator-routes';
import { CalculatorIcon } from '../components/calculator-icon';
import '../calculators.css';

/** /CalculatorIndex (spec 2 §2): the calculator menu. */
export function CalculatorIndexPage() {
  const { t } = useTranslation('calculators');
  return (
    <Page title={t('index.title')}>
      <div className="calc-page">
        <p className="calc-index__intro">{t('index.intro')}</p>
        <ul className="calc-index">
          {CALCULATOR_MENU.map((calType) => {
            const screen = CALCULATOR_SCREENS[calType];
            return (
              <li key={calType}>
                <Link className="calc-index__item" to={screen.form}>
                  <span className={`calc-index__icon calc-index__icon--${screen.icon}`}>
                    <CalculatorIcon name={screen.icon} />
                  </span>
                  <span className="calc-index__text">
                    <span className="calc-index__name">{t(`names.${calType}`)}</span>
                    <span className="calc-index__desc">{t(`descriptions.${calType}`)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <Link className="calc-form__disclaimer" to={DISCLAIMER_PATH}>
          {t('disclaimerLink')}
        </Link>
      </div>
    </Page>
  );
}
