import type { TCalType } from '@ehome/shared/calculators/contract';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../../platform/session-store';
import { Page } from '../../../ui/page';
import { calculate } from '../api/calculate';
import { CALCULATOR_SCREENS, DISCLAIMER_PATH } from '../calculator-routes';
import { ResultView } from '../components/result-view';
import { loadInput, loadResult, loadResultLanguage, saveResult } from '../result-store';
import '../calculators.css';

/** Which calculator a result route belongs to (/YearAwardInfo -> 2). */
export function calTypeOfResultPath(pathname: string): TCalType | undefined {
  const entry = Object.entries(CALCULATOR_SCREENS).find(
    ([, screen]) => screen.result.toLowerCase() === pathname.toLowerCase(),
  );
  return entry ? (Number(entry[0]) as TCalType) : undefined;
}

/**
 * Every calculator's result page (/YearAwardInfo, /WorkDataInfo, /Calculator, the "detail" pages):
 * the last result of that calculator, back to the form to change a figure, and the disclaimer link
 * (spec 2 §2); "again" goes back to the form, which keeps what was typed. Opened without a result (a bookmark, another session), it leads to the form.
 */
export function CalculatorResultPage() {
  const { t } = useTranslation('calculators');
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const calType = calTypeOfResultPath(pathname);
  const language = useSessionStore((state) => state.language);
  const [result, setResult] = useState(() => (calType ? loadResult(calType) : undefined));

  // The result's texts are the server's, in the language of the moment it was computed: after the
  // user changes language, compute the kept input again so the page speaks the new one.
  useEffect(() => {
    if (!calType || loadResultLanguage(calType) === language) return;
    const input = loadInput<object>(calType);
    if (!input || !loadResult(calType)) return;
    let current = true;
    calculate(calType, input)
      .then((outcome) => {
        if (!current || outcome.code !== 1) return;
        saveResult(calType, input, outcome.result, language);
        setResult(outcome.result);
      })
      .catch(() => {
        // The HTTP client has told the user; the page keeps the result it has.
      });
    return () => {
      current = false;
    };
  }, [calType, language]);
  const form = calType ? CALCULATOR_SCREENS[calType].form : '/CalculatorIndex';

  return (
    <Page title={calType ? t(`names.${calType}`) : t('index.title')}>
      <div className="calc-page">
        {result ? (
          <ResultView result={result} />
        ) : (
          <p className="calc-card calc-result__empty" role="status">
            {t('result.none')}
          </p>
        )}
        <div className="calc-form__actions">
          <Button
            block
            color="primary"
            size="large"
            onClick={() => (key !== 'default' ? navigate(-1) : navigate(form, { replace: true }))}
          >
            {result ? t('result.again') : t('result.start')}
          </Button>
          <Link className="calc-form__disclaimer" to={DISCLAIMER_PATH}>
            {t('disclaimerLink')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
