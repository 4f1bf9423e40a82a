import type { Locale } from '../../lib/i18n/translate';
import type { BiColumnView } from '../../lib/types/workspace-data';
import {
  COUNTER_COLUMN,
  counterLabel,
  isNumeric,
  numericFilterIsValid,
  type Cell,
} from '../../lib/state/workspace/bi-grid';
import type { BiModel } from '../../lib/state/workspace/bi-model';
import { Pager } from './Pager';
import { workspaceText } from './translate';

function cellText(
  value: Cell | undefined,
  column: BiColumnView,
  locale: Locale,
  counterNames: Readonly<Record<string, string>>,
): string {
  if (value === null || value === undefined) return '';
  if (column.name === COUNTER_COLUMN) return counterLabel(value, counterNames);
  if (typeof value === 'number' && isNumeric(column)) return value.toLocaleString(locale);
  if (typeof value === 'boolean') return value ? '✓' : '—';
  return String(value);
}

/** The rows in a sortable grid with a filter per column, a page at a time. */
export function BiGrid({
  model,
  columns,
  locale,
}: {
  model: BiModel;
  columns: readonly BiColumnView[];
  locale: Locale;
}) {
  const t = workspaceText(locale);
  const sort = model.sort.value;
  const filters = model.filters.value;
  return (
    <>
      <p class="tl-muted" id="bi-filter-hint">
        {t('bi.filterHint')}
      </p>
      <div class="tl-w-scroll">
        <table class="tl-w-table" data-testid="bi-grid">
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.name ? sort.direction : undefined;
                return (
                  <th
                    key={column.name}
                    scope="col"
                    class={isNumeric(column) ? 'tl-w-num' : undefined}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : 'none'
                    }
                  >
                    <button
                      type="button"
                      class="tl-w-sort"
                      title={t('bi.sortBy', { column: column.title ?? column.name })}
                      onClick={() => model.toggleSort(column.name)}
                    >
                      {column.title ?? column.name}
                      <span aria-hidden="true">
                        {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
                      </span>
                      {direction && (
                        <span class="tl-visually-hidden">
                          , {direction === 'asc' ? t('bi.sortAsc') : t('bi.sortDesc')}
                        </span>
                      )}
                    </button>
                  </th>
                );
              })}
            </tr>
            <tr>
              {columns.map((column) => {
                const value = filters[column.name] ?? '';
                const invalid = isNumeric(column) && !numericFilterIsValid(value);
                return (
                  <td key={column.name}>
                    <input
                      type="search"
                      class="tl-w-filter"
                      aria-label={t('bi.filter', { column: column.title ?? column.name })}
                      aria-describedby="bi-filter-hint"
                      aria-invalid={invalid || undefined}
                      value={value}
                      onInput={(event) => model.setFilter(column.name, event.currentTarget.value)}
                    />
                  </td>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {model.pageRows.value.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.name} class={isNumeric(column) ? 'tl-w-num' : undefined}>
                    {cellText(row[column.name], column, locale, model.counterNames.value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p aria-live="polite">
        {t('bi.shown', { shown: model.visible.value.length, rows: model.rows.value.length })}
      </p>
      <Pager
        page={Math.min(model.page.value, model.pageCount.value)}
        pages={model.pageCount.value}
        locale={locale}
        onPage={model.setPage}
      />
    </>
  );
}
