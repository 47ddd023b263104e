import type { TActivityState } from '@ehome/shared/activities/schemas';
import { useTranslation } from 'react-i18next';

/** The sign-up state as a coloured tag: not started, open, full, sign-up over, ended. */
export function ActivityStateTag({ state }: { state: TActivityState }) {
  const { t } = useTranslation('activities');
  return <span className={`act-tag act-tag--${state}`}>{t(`state.${state}`)}</span>;
}
