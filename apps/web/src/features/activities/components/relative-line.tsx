import { useTranslation } from 'react-i18next';

/** One brought relative in an answer list: the relation, then the name and the ID number as sent. */
export function RelativeLine({
  relative,
}: {
  relative: { name: string; relation: string; idNo: string | null };
}) {
  const { t } = useTranslation('activities');
  return (
    <li>
      <span>{t(`relation.${relative.relation}`)}</span>
      <span>
        {relative.name}
        {relative.idNo ? ` ${relative.idNo}` : ''}
      </span>
    </li>
  );
}
