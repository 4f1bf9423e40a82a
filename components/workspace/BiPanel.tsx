import { useState } from 'preact/hooks';
import { formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import { isNumeric } from '../../lib/state/workspace/bi-grid';
import type { BiModel } from '../../lib/state/workspace/bi-model';
import type { BiSchemaView } from '../../lib/types/workspace-data';
import { ErrorNotice } from '../ui/ErrorNotice';
import { BiChart } from './BiChart';
import { BiGrid } from './BiGrid';
import { biCsv } from './bi-table-csv';
import { saveParts } from './save-file';
import { workspaceText } from './translate';

/** The tables opened lately, one click each to open again. */
function RecentTables({
  model,
  locale,
  onOpen,
}: {
  model: BiModel;
  locale: Locale;
  onOpen: (tableId: string) => void;
}) {
  const t = workspaceText(locale);
  if (model.recent.value.length === 0) return null;
  return (
    <p class="tl-w-row" data-testid="bi-recent">
      <span class="tl-muted">{t('bi.recent')}</span>
      {model.recent.value.map((table) => (
        <button
          key={table.id}
          type="button"
          class="tl-button"
          aria-current={table.id === model.tableId.value || undefined}
          onClick={() => onOpen(table.id)}
        >
          {table.name ? t('bi.recentTable', { name: table.name, id: table.id }) : table.id}
        </button>
      ))}
    </p>
  );
}

/** The table's columns: title, name and type. */
function SchemaTable({ schema, locale }: { schema: BiSchemaView; locale: Locale }) {
  const t = workspaceText(locale);
  const columns = schema.columns;
  return (
    <details class="tl-w-schema" open>
      <summary>{t('bi.schema', { name: schema.name ?? schema.id })}</summary>
      <table class="tl-w-table" data-testid="bi-schema">
        <thead>
          <tr>
            <th scope="col">{t('bi.column')}</th>
            <th scope="col">{t('bi.type')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.name}>
              <td>
                {column.title ?? column.name} <code class="tl-muted">{column.name}</code>
              </td>
              <td>{column.type ?? t('unknown')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Open a BI table by id: its schema, its rows in a grid, numeric columns in a chart, export. */
export function BiPanel({
  model,
  locale,
  onOpenOptions,
}: {
  model: BiModel;
  locale: Locale;
  onOpenOptions: () => void;
}) {
  const t = workspaceText(locale);
  const [id, setId] = useState(model.tableId.value || '1');
  const [badId, setBadId] = useState(false);
  const schema = model.schema.value;
  const load = model.load.value;
  const columns = schema?.columns ?? [];
  const numeric = columns.filter(isNumeric);
  const xColumn = columns.find((c) => c.type === 'date' || c.type === 'datetime');
  const charted = numeric.filter((c) => model.charted.value.includes(c.name) && c !== xColumn);

  return (
    <div class="tl-w-bi">
      <form
        class="tl-w-row"
        onSubmit={(event) => {
          event.preventDefault();
          const ok = /^\d{1,18}$/.test(id.trim());
          setBadId(!ok);
          if (ok) void model.open(id.trim());
        }}
      >
        <label for="bi-table-id">{t('bi.tableId')}</label>
        <input
          id="bi-table-id"
          type="text"
          inputMode="numeric"
          value={id}
          aria-invalid={badId || undefined}
          aria-describedby={badId ? 'bi-table-id-problem' : undefined}
          onInput={(event) => setId(event.currentTarget.value)}
        />
        <button type="submit" class="tl-button tl-button--primary">
          {t('bi.open')}
        </button>
      </form>
      <RecentTables
        model={model}
        locale={locale}
        onOpen={(tableId) => {
          setId(tableId);
          setBadId(false);
          void model.open(tableId);
        }}
      />
      {badId && (
        <p id="bi-table-id-problem" class="tl-notice tl-notice--error" role="alert">
          {t('bi.badId')}
        </p>
      )}
      {load.status === 'error' && (
        <ErrorNotice
          error={load.error}
          locale={locale}
          onOpenOptions={onOpenOptions}
          onRetry={() => void model.open(model.tableId.value)}
        />
      )}
      {schema && <SchemaTable schema={schema} locale={locale} />}
      <div aria-live="polite" data-testid="bi-status">
        {load.status === 'loading' && (
          <p>
            {load.total !== undefined
              ? t('bi.loadingTotal', { rows: load.rows, total: load.total })
              : t('bi.loading', { rows: load.rows })}
          </p>
        )}
        {load.status === 'ready' && (
          <p class="tl-muted">
            {t('bi.loaded', {
              rows: model.rows.value.length,
              time: formatDateTime(load.fetchedAt, locale),
            })}
          </p>
        )}
      </div>
      {load.status === 'ready' && schema && (
        <>
          {load.capped && (
            <p class="tl-notice tl-notice--warn">
              {t('bi.capped', { rows: model.rows.value.length })}
            </p>
          )}
          {model.unreadable.value > 0 && (
            <p class="tl-notice tl-notice--warn" role="status">
              {t('bi.unreadable', { n: model.unreadable.value })}
            </p>
          )}
          <h3>{t('bi.chart')}</h3>
          {numeric.length > 0 && (
            <fieldset class="tl-w-row">
              <legend>{t('bi.chartColumns')}</legend>
              {numeric
                .filter((c) => c !== xColumn)
                .map((column) => (
                  <label key={column.name}>
                    <input
                      type="checkbox"
                      checked={model.charted.value.includes(column.name)}
                      onChange={() => model.toggleCharted(column.name)}
                    />{' '}
                    {column.title ?? column.name}
                  </label>
                ))}
            </fieldset>
          )}
          <BiChart
            rows={model.visible.value}
            xColumn={xColumn}
            yColumns={charted}
            locale={locale}
          />
          <p>
            <button
              type="button"
              class="tl-button"
              onClick={() =>
                saveParts(`tracker-table-${schema.id}.csv`, [biCsv(columns, model.visible.value)])
              }
            >
              {t('bi.export')}
            </button>
          </p>
          <BiGrid model={model} columns={columns} locale={locale} />
        </>
      )}
    </div>
  );
}
