/**
 * One missed call's desktop notification: the number, the time, the caller's source, and a
 * Call back button where the browser has notification buttons (Chrome). Firefox has none: its
 * notification opens the number in the workspace, whose Call back is one click away. The source
 * is visitor-written (UTM labels): cleaned and bounded as every untrusted line leaving the
 * extension (lib/format/untrusted-text.ts).
 */
import type { Browser } from 'wxt/browser';
import { formatDateTime, formatPhone } from '../format';
import { plainField, safeLine } from '../format/untrusted-text';
import { callback as callbackText } from '../i18n/messages/callback';
import { recent as recentText } from '../i18n/messages/recent';
import { createTranslate, type Locale } from '../i18n/translate';
import type { RecentCall } from '../types/recent-calls';

/** The most characters of a notification's message (the browser cuts it anyway). */
const MAX_MESSAGE_CHARS = 300;

/** Notification buttons exist in Chrome only (Firefox throws on `buttons`). */
export const hasNotificationButtons = (): boolean => !import.meta.env.FIREFOX;

export function missedCallNotice(
  call: RecentCall,
  locale: Locale,
  iconUrl: string,
  buttons = hasNotificationButtons(),
): Browser.notifications.NotificationCreateOptions {
  const t = createTranslate(recentText, locale);
  const c = createTranslate(callbackText, locale);
  const source = [call.source, call.medium, call.campaign]
    .map((part) => plainField(part))
    .filter(Boolean)
    .join(' / ');
  const message = t('notify.body', {
    time: formatDateTime(call.startTime, locale),
    source: source ? c('notify.source', { source }) : plainField(call.counterName),
  });
  return {
    type: 'basic',
    iconUrl,
    title: t('notify.title', { phone: formatPhone(call.phone) }),
    message: safeLine(message, MAX_MESSAGE_CHARS),
    ...(buttons ? { buttons: [{ title: c('notify.callBack') }] } : {}),
  };
}
