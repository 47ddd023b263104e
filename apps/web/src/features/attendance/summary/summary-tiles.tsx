import type { TAttendanceSummary } from '@ehome/shared/attendance/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detailPath, summaryTiles, type TSummaryTile } from './summary-model';

/** The month's totals per category; a category with days opens its list (spec 1 §2), one without does not. */
export function SummaryTiles({ summary, ym }: { summary: TAttendanceSummary; ym: string }) {
  const { t } = useTranslation('attendance');
  const navigate = useNavigate();
  return (
    <ul className="tiles">
      {summaryTiles(summary).map((tile) => (
        <li key={tile.type}>
          {tile.tappable ? (
            <button
              type="button"
              className={`tile tile--on state-tone--${tile.tone}`}
              onClick={() => navigate(detailPath(tile.type, ym))}
            >
              <TileBody tile={tile} />
              <span className="tile__chevron" aria-hidden="true" />
            </button>
          ) : (
            <div className="tile tile--off" aria-disabled="true" title={t('summary.nothingToOpen')}>
              <TileBody tile={tile} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function TileBody({ tile }: { tile: TSummaryTile }) {
  const { t } = useTranslation('attendance');
  return (
    <>
      <span className="tile__count">
        {tile.count}
        <span className="tile__unit">{t('summary.dayUnit', { count: tile.count })}</span>
      </span>
      <span className="tile__label">{'key' in tile.label ? t(tile.label.key) : tile.label.text}</span>
      {tile.minutes !== undefined && tile.minutes > 0 && (
        <span className="tile__note">{t('summary.totalMinutes', { count: tile.minutes })}</span>
      )}
    </>
  );
}
