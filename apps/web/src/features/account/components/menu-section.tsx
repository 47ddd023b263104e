import Card from 'antd-mobile/es/components/card';
import Grid from 'antd-mobile/es/components/grid';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TVisibleArea } from '../menu';
import { AreaIcon } from './area-icon';

/** One area of the home menu as a card of tiles. */
export function MenuSection({ area }: { area: TVisibleArea }) {
  const { t } = useTranslation('menu');
  return (
    <Card
      className="menu-section"
      title={
        <span className="menu-section__title">
          <AreaIcon name={area.name} size={18} />
          {t(area.name)}
        </span>
      }
    >
      <Grid columns={4} gap={8}>
        {area.entries.map((entry) => (
          <Grid.Item key={entry.name}>
            <Link className="menu-tile" to={entry.to} data-area={area.name}>
              <span className="menu-tile__icon">
                <AreaIcon name={entry.name} fallback={area.name} />
              </span>
              <span className="menu-tile__label">{t(entry.name)}</span>
            </Link>
          </Grid.Item>
        ))}
      </Grid>
    </Card>
  );
}
