import type { PopupModel } from '../../lib/state/popup/popup-model';
import { commonText } from '../ui/translator';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { copyText } from './clipboard';
import { DetailPanel } from './DetailPanel';
import { KeyWarning } from './KeyWarning';
import { NoKeyPanel } from './NoKeyPanel';
import { OffSitePanel } from './OffSitePanel';
import { SearchForm } from './SearchForm';
import { TabPhoneList } from './TabPhoneList';
import { RecentCalls } from './RecentCalls';
import { popupText } from './translate';
import { UnreadableWrites } from '../storage/UnreadableWrites';
import { PopupHeader } from './PopupHeader';
import type { ShortcutsModel } from '../../lib/state/shortcuts-model';
import { ShortcutsFooter } from './ShortcutsFooter';

export interface PopupViewProps {
  model: PopupModel;
  onDownload: (filename: string, csv: string) => void;
  /** Copies a line to the clipboard from a click; false when the browser refused. */
  onCopy?: (text: string) => Promise<boolean>;
  timeZone?: string;
  /** The browser's shortcuts, named in the footer. */
  shortcuts?: ShortcutsModel;
}

/** The toolbar popup. */
export function PopupView({
  model,
  onDownload,
  onCopy = copyText,
  timeZone,
  shortcuts,
}: PopupViewProps) {
  const locale = model.locale.value;
  const t = popupText(locale);
  const phase = model.phase.value;
  const openOptions = () => void model.openOptions();
  const tab = model.tabPhones.value;
  const access = model.site.access.value;
  // The content script does not read the tab: "no numbers" would be untrue there. A page found
  // to opt out of detection is said as such by the list instead (with "Look up anyway").
  const scan = model.pageScan.value;
  const optedOut = scan.status === 'ready' && scan.data.optedOut;
  const offSite =
    access.status === 'ready' && !access.data.running && !optedOut ? access.data : null;

  return (
    <div class="tl-popup" lang={locale}>
      <PopupHeader
        locale={locale}
        recent={phase === 'ready' ? model.recent : undefined}
        onOpenOptions={openOptions}
      />
      <main class="tl-popup-main">
        {phase === 'starting' && <Spinner label={t('loading')} />}
        {phase === 'error' && model.setupError.value && (
          <ErrorNotice
            error={model.setupError.value}
            locale={locale}
            onOpenOptions={openOptions}
            onRetry={() => void model.start()}
          />
        )}
        {phase === 'no-key' && <NoKeyPanel locale={locale} onOpenOptions={openOptions} />}
        {phase === 'ready' && (
          <>
            {model.setup.value && (
              <KeyWarning
                status={model.setup.value.key}
                locale={locale}
                onOpenOptions={openOptions}
              />
            )}
            <UnreadableWrites locale={locale} />
            <SearchForm
              locale={locale}
              invalid={model.searchInvalid.value}
              onSearch={(input) => void model.search(input)}
            />
            {model.detail.phone.value ? (
              <DetailPanel
                model={model.detail}
                locale={locale}
                timeZone={timeZone}
                onBack={() => model.back()}
                onPage={model.selectedOnPage.value}
                writesOff={
                  model.listStatus.keyRefused.value
                    ? commonText(locale)('writes.keyRefused')
                    : undefined
                }
                onOpenOptions={openOptions}
                onDownload={onDownload}
                onCopy={onCopy}
                outcomes={model.setup.value?.outcomeTags}
              />
            ) : model.recent.open.value ? (
              <RecentCalls
                model={model.recent}
                locale={locale}
                timeZone={timeZone}
                onSelect={(phone) => void model.select(phone)}
                onCopy={onCopy}
                onOpenOptions={openOptions}
              />
            ) : tab.status === 'error' ? (
              <ErrorNotice
                error={tab.error}
                locale={locale}
                onOpenOptions={openOptions}
                onRetry={() => void model.start()}
              />
            ) : tab.status === 'ready' && tab.data.length === 0 && offSite ? (
              <OffSitePanel
                access={offSite}
                switchOn={model.site.switchOn.value}
                scan={model.pageScan.value}
                locale={locale}
                onSwitchOn={() => void model.switchOnSite()}
                onLookUpOnce={() => void model.scanPage()}
              />
            ) : tab.status === 'ready' ? (
              <TabPhoneList
                phones={tab.data}
                list={{
                  rows: model.listRows.value,
                  filter: model.listFilter.value,
                  status: {
                    offline: model.listStatus.offline.value,
                    keyRefused: model.listStatus.keyRefused.value,
                    waitingWrites: model.listStatus.waitingWrites.value,
                    writes: model.listStatus.writes.value,
                    onRetryWrite: (write) => void model.listStatus.retry(write),
                    onDiscardWrite: (write) => void model.listStatus.discard(write),
                  },
                  timeZone,
                  onFilter: (text) => model.setListFilter(text),
                }}
                locale={locale}
                scan={model.pageScan.value}
                onScan={(options) => void model.scanPage(options)}
                onSelect={(phone) => void model.select(phone)}
              />
            ) : (
              <Spinner label={t('loading')} />
            )}
          </>
        )}
      </main>
      {shortcuts && <ShortcutsFooter model={shortcuts} locale={locale} />}
    </div>
  );
}
