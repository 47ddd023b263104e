import { Page } from '../../../app/layout/page';

// Placeholder while issue 5 is in progress; replaced by the calculator's form.
export function YearEndBonusPage() {
  return <Page title="/YearAward">{null}</Page>;
}
