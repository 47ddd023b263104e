import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import '../calculators.css';

const PARAGRAPHS = ['1', '2', '3', '4'] as const;

/** /Disclaimer (spec 2 §2): what the calculators' figures are and are not. */
export function DisclaimerPage() {
  const { t } = useTranslation('calculators');
  return (
    <Page title={t('disclaimer.title')}>
      <article className="calc-page calc-card calc-disclaimer">
        {PARAGRAPHS.map((paragraph) => (
          <p key={paragraph}>{t(`disclaimer.paragraphs.${paragraph}`)}</p>
        ))}
      </article>
    </Page>
  );
}
