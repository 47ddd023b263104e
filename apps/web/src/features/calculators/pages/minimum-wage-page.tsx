import { CalType } from '@ehome/shared/calculators/contract';
import { WAGE_CITIES } from '@ehome/shared/calculators/wages/cities';
import { parseMinimumWageInput } from '@ehome/shared/calculators/wages/wage-input';
import { useTranslation } from 'react-i18next';
import { WageLookupForm } from '../wage/wage-lookup-form';

/** /Minimumwage (spec 3 §2.6): the local minimum wage in force today; result on /Minwagedetail. */
export function MinimumWagePage() {
  const { t } = useTranslation(['calcWage', 'calculators']);
  return (
    <WageLookupForm
      calType={CalType.MinimumWage}
      parse={parseMinimumWageInput}
      cities={WAGE_CITIES}
      idPrefix="min"
      texts={{
        title: t('calcWage:min.title'),
        intro: t('calcWage:min.intro'),
        city: t('calcWage:min.city'),
        wage: t('calcWage:min.wage'),
        wagePlaceholder: t('calcWage:min.wagePlaceholder'),
      }}
    />
  );
}
