import { CalType } from '@ehome/shared/calculators/contract';
import { AVERAGE_WAGE_CITIES } from '@ehome/shared/calculators/wages/cities';
import { parseAverageWageInput } from '@ehome/shared/calculators/wages/wage-input';
import { useTranslation } from 'react-i18next';
import { WageLookupForm } from '../wage/wage-lookup-form';

/**
 * /Averagewage (spec 3 §2.6): the local average wage, the contribution band and the compensation
 * cap; result on /Averagewagedetail.
 */
export function AverageWagePage() {
  const { t } = useTranslation(['calcWage', 'calculators']);
  return (
    <WageLookupForm
      calType={CalType.AverageWage}
      parse={parseAverageWageInput}
      cities={AVERAGE_WAGE_CITIES}
      idPrefix="avg"
      texts={{
        title: t('calcWage:avg.title'),
        intro: t('calcWage:avg.intro'),
        city: t('calcWage:avg.city'),
        wage: t('calcWage:avg.wage'),
        wagePlaceholder: t('calcWage:avg.wagePlaceholder'),
      }}
    />
  );
}
