import { MinimumWageForm } from '../wage/minimum-wage-form';

/** /Minimumwage (spec 3 §2.6): the minimum wage in force today in a province and class; result on /Minwagedetail. */
export function MinimumWagePage() {
  return <MinimumWageForm />;
}
