import {
  isTableStale,
  type TCalFigure,
  type TCalResult,
  type TCalTable,
} from '@ehome/shared/calculators/contract';
import { groupThousands } from '@ehome/shared/calculators/money';
import { useTranslation } from 'react-i18next';

/**
 * A calculator's answer (spec 2 §4: main_ans, sub_ans, message, figure, laws): the headline, the
 * secondary figures, warnings (a stale table first, so it cannot be missed), the breakdown tables with
 * their charts, how it was computed, the data used and the laws in full.
 */
export function ResultView({ result }: { result: TCalResult }) {
  const { t } = useTranslation('calculators');
  const stale = result.tables.filter((table) => isTableStale(table, result.asOf));
  const staleText = (table: TCalTable) => {
    if (table.pending) return t('result.pending', { name: table.name });
    if (table.validTo && result.asOf > table.validTo)
      return t('result.expired', { name: table.name, date: table.validTo });
    return t('result.stale', { name: table.name, year: table.year, current: result.asOf.slice(0, 4) });
  };
  return (
    <div className="calc-result">
      <section className="calc-result__headline" aria-live="polite">
        <p className="calc-result__label">{result.main_label}</p>
        <p className="calc-result__main">
          <strong data-testid="calc-main">{groupThousands(result.main_ans)}</strong>
          {result.main_unit && <span className="calc-result__unit">{result.main_unit}</span>}
        </p>
        {result.sub_ans.length > 0 && (
          <dl className="calc-result__subs">
            {result.sub_ans.map((sub) => (
              <div key={sub.label} className="calc-result__sub">
                <dt>{sub.label}</dt>
                <dd>
                  {sub.value}
                  {sub.unit && <span className="calc-result__unit">{sub.unit}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {(stale.length > 0 || result.warnings.length > 0) && (
        <section className="calc-result__warnings" role="alert">
          {stale.map((table) => (
            <p key={`stale-${table.name}`} className="calc-result__warning calc-result__warning--stale">
              {staleText(table)}
            </p>
          ))}
          {result.warnings.map((warning) => (
            <p key={warning} className="calc-result__warning">
              {warning}
            </p>
          ))}
        </section>
      )}

      {result.figure.map((figure) => (
        <FigureTable key={figure.title} figure={figure} />
      ))}

      {result.message && (
        <section className="calc-card">
          <h2 className="calc-card__title">{t('result.how')}</h2>
          <p className="calc-result__message">{result.message}</p>
        </section>
      )}

      {result.tables.length > 0 && (
        <section className="calc-card">
          <h2 className="calc-card__title">{t('result.data')}</h2>
          <ul className="calc-result__tables">
            {result.tables.map((table) => (
              <li key={table.name}>
                <strong>{table.name}</strong>
                <span>
                  {' '}
                  {t(table.annual ? 'result.tableYear' : 'result.tableIssued', { year: table.year })}
                  {table.validFrom && ` · ${t('result.validFrom', { date: table.validFrom })}`}
                  {table.validTo && ` · ${t('result.validTo', { date: table.validTo })}`}
                </span>
                <br />
                <small>{table.source}</small>
              </li>
            ))}
          </ul>
        </section>
      )}

      {result.laws.length > 0 && (
        <section className="calc-card">
          <h2 className="calc-card__title">{t('result.laws')}</h2>
          {result.laws.map((law) => (
            <details key={`${law.law}-${law.article}`} className="calc-law">
              <summary>
                {law.law} {law.article}
              </summary>
              <p>{law.text}</p>
            </details>
          ))}
        </section>
      )}
    </div>
  );
}

/** "1,080.00" -> 1080; a cell that is not a number draws no bar. */
function numeric(cell: string | undefined): number | null {
  if (cell === undefined) return null;
  const value = Number(cell.replace(/[,\s%元円¥]/g, ''));
  return Number.isFinite(value) ? value : null;
}

function FigureTable({ figure }: { figure: TCalFigure }) {
  const chart = figure.chart;
  const values = chart ? figure.rows.map((row) => numeric(row.cells[chart.valueColumn]) ?? 0) : [];
  const max = Math.max(0, ...values);
  return (
    <section className="calc-card">
      <h2 className="calc-card__title">{figure.title}</h2>
      {chart && max > 0 && (
        <div className="calc-chart" aria-hidden="true">
          {figure.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed, ordered breakdown
            <div key={index} className="calc-chart__row">
              <span className="calc-chart__label">{row.cells[chart.labelColumn]}</span>
              <span className="calc-chart__track">
                <span
                  className={`calc-chart__bar${row.highlight ? ' calc-chart__bar--highlight' : ''}`}
                  style={{ width: `${Math.max(1, ((values[index] ?? 0) / max) * 100)}%` }}
                />
              </span>
              <span className="calc-chart__value">{row.cells[chart.valueColumn]}</span>
            </div>
          ))}
        </div>
      )}
      <div className="calc-table__scroll">
        <table className="calc-table">
          <thead>
            <tr>
              {figure.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figure.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed, ordered breakdown
              <tr key={index} className={row.highlight ? 'calc-table__row--highlight' : undefined}>
                {row.cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {figure.note && <p className="calc-table__note">{figure.note}</p>}
    </section>
  );
}
