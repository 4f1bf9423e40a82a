// Labels written before a number are the strongest evidence of what it is. Requisite, order
// and money labels right before a candidate reject it; phone labels anywhere in the same field
// support candidates that would otherwise be too ambiguous (bare digits passing an INN checksum).

import { LETTER, LETTERS } from './letters';

const LOOKBEHIND_CHARS = 48;

/** Every pattern here runs on lower-cased text with explicit letter classes (`LETTER`). */
const LETTER_OR_DIGIT = `[${LETTERS}0-9]`;
const lowerPatterns = (patterns: readonly string[]): string[] =>
  patterns.map((pattern) => pattern.replaceAll('\\p{L}', LETTER));

/** Words that may sit between a label and its value: "ИНН организации: 7707083893". */
const FILLER =
  '(?:[\\s:：№#.=\\-–—()]|номер|no|nr|number|id|организации|компании|клиента|банка|получателя|плательщика|поставщика|покупателя|контрагента|отправления|ип|юл|фл)*';

const REJECTING_LABELS = [
  'инн',
  'огрнип',
  'огрн',
  'кпп',
  'бик',
  'окпо',
  'октмо',
  'окато',
  'снилс',
  'паспорт\\p{L}*',
  'серия',
  'р\\s?/\\s?сч?',
  'к\\s?/\\s?сч?',
  'л\\s?/\\s?сч?',
  'расч\\.?\\s?сч[её]т\\p{L}*',
  'расч[её]тн\\p{L}*\\s+сч[её]т\\p{L}*',
  'корр?\\.?\\s?сч[её]т\\p{L}*',
  'сч[её]т\\p{L}*',
  'сч\\.',
  'фактур\\p{L}*',
  'account',
  'acc',
  'iban',
  'swift',
  'заказ\\p{L}{0,2}',
  'order',
  'invoice',
  'inv',
  // German, French, Italian: an invoice, an order, a credit note ("Rechnung Nr. 2024-10388").
  'rechnung\\p{L}*',
  'bestell\\p{L}*',
  'auftrag\\p{L}*',
  'gutschrift',
  'facture',
  'commande',
  'fattura',
  'ordine',
  'накладн\\p{L}*',
  'трек\\p{L}*',
  'трек-номер\\p{L}*',
  'tracking',
  'track',
  'awb',
  'waybill',
  // Turkish: a cargo tracking number, the tax number, the trade register ("Vergi No", "Sicil No").
  'takip',
  'vergi',
  'vkn',
  'sicil',
  'vat',
  // Company registers: "Company number 09876543" (UK), "CNPJ" and "CPF" (Brazil).
  'company\\s+(?:number|no\\.?|reg\\p{L}*)',
  'crn',
  'cnpj',
  'cpf',
  // Spanish and Portuguese: a postcode, a waybill, a pickup; India's service request ("SR no.").
  'cep',
  'gu[ií]a',
  'coleta',
  'sr',
  'gstin',
  'trn',
  'ust-idnr\\.?',
  // Poland's company and tax registers.
  'regon',
  'krs',
  'nip',
  // France, Italy, Spain: company registers and tax ids; a purchase order.
  'siren',
  'siret',
  'tva',
  'partita\\s+iva',
  'p\\.?\\s?iva',
  'codice\\s+fiscale',
  'nif',
  'cif',
  'po',
  // A postal box: "P.O. Box 48210-00100", "Postfach 12 34", "Kotak Pos 1234", "а/я 12".
  'p\\.?\\s?o\\.?\\s?box',
  'post(?:al)?\\s?box',
  'postfach',
  'kotak\\s+pos',
  'caixa\\s+postal',
  'apartado',
  'а\\s?/\\s?я',
  // German tax numbers: "Steuernummer", "St.-Nr." (the "UID" below).
  'steuer-?(?:nummer|nr\\.?)',
  'st\\.?\\s?-?\\s?nr\\.?',
  // Indonesian: a bank account ("rek.", "no. rek", "rekening"), tax, business and ID numbers,
  // an invoice, a waybill ("resi").
  // Spanish America: an identification, tax and person number ("Número de identificación",
  // "NIT 900.123.456-7", "Cédula"; not "RUT", a given name too).
  'identificaci[oó]n',
  'nit',
  'c[eé]dula',
  // Vietnamese: a tax code ("Mã số thuế", "MST"), an ID card, an invoice, an order.
  'mã\\s+số\\s+thuế',
  'mst',
  'cccd',
  'cmnd',
  'hóa\\s+đơn',
  'đơn\\s+hàng',
  // Hebrew: ID and company numbers ("ת.ז.", "ח.פ.", "ע.מ."), a (tax) invoice, an order, an item.
  'ת\\.?\\s?ז\\.?',
  'ח\\.?\\s?פ\\.?',
  'ע\\.?\\s?מ\\.?',
  'חשבונית(?:\\s+מס)?',
  'הזמנה',
  'מק"ט',
  'rek(?:ening)?',
  'npwp',
  'pajak',
  'faktur\\p{L}*',
  'nib',
  'nik',
  'resi',
  'шпи',
  'отправлени\\p{L}*',
  'вэд',
  'артикул\\p{L}*',
  'арт',
  'sku',
  'id',
  'uid',
  'guid',
  'договор\\p{L}*',
  'contract',
  // A payment's reference: "transaction 4829103746", "Transakcja nr …".
  'transa\\p{L}*',
  'сделк\\p{L}',
  'deal',
  'лид\\p{L}?',
  'lead',
  'заявк\\p{L}',
  'тикет\\p{L}?',
  'ticket',
  'обращени\\p{L}',
  'сумм\\p{L}',
  'итого',
  'цена',
  'стоимость',
  'бюджет',
  'total',
  'amount',
  'price',
  'баланс',
  'balance',
  'штрих-?код\\p{L}*',
  'barcode',
  'ean',
  'imei',
  'серийный',
  'serial',
  's/n',
  'рнм',
  'фн',
  'фд',
  'фп',
  'пин-?код',
  'пин',
  'pin',
  'version',
  'версия',
  'ver',
  'сборк\\p{L}*',
  'build',
  'билет\\p{L}?',
  '№',
  '#',
];

const REJECTING_LABEL_AT_END = new RegExp(
  `(?<!${LETTER_OR_DIGIT})(${lowerPatterns(REJECTING_LABELS).join('|')})${FILLER}$`,
);

/**
 * Labels of a number some issuer gives, whose name may stand between label and number:
 * "rek. BCA 468 …", "Waybill G4S 7845 …", "Steuernummer der GmbH 09 …", "Konto Sparkasse …".
 * One or two short words, unless a phone word is among them ("Waybill DHL tel. 0712 …"); not
 * after "account", which names a person's role too ("Account manager: Anna 8 916 …").
 */
const ISSUED_LABELS = [
  'rek(?:ening)?',
  'konto\\p{L}*',
  'steuer-?(?:nummer|nr\\.?)',
  'waybill',
  'awb',
  'resi',
];
const ISSUED_LABEL_AT_END = new RegExp(
  `(?<!${LETTER_OR_DIGIT})(${lowerPatterns(ISSUED_LABELS).join('|')})\\.?(?:[\\s:#№]+${LETTER_OR_DIGIT}{1,12}\\.?){1,2}${FILLER}$`,
);

/** A lone "№" or "#" yields to a phone label earlier in the field: "тел. № 8 999 …". */
const WEAK_REJECTING_LABEL = /^(?:№|#)$/u;

const SUPPORTING_LABEL = new RegExp(
  `(?<!${LETTER})(?:${lowerPatterns([
    'тел\\p{L}*|т\\.|моб\\p{L}*|сот\\p{L}*|phone\\p{L}*|tel|mob\\p{L}*|cell|call\\p{L}*',
    'звон\\p{L}*|позвон\\p{L}*|whats\\s?app|wa|viber|вайбер|ватсап|вотсап|telegram|телеграм\\p{L}*|tg',
    'факс|fax|контакт\\p{L}*|contact\\p{L}*|hotline|горяч\\p{L}*\\s+лини\\p{L}*|приёмн\\p{L}*|приемн\\p{L}*',
    'ресепшн|reception|номер\\s+телефона|абонент\\p{L}*',
  ]).join('|')})(?!${LETTER})`,
);

/** Characters that end a field: a label before them belongs to another value. */
const FIELD_BREAK = /[\n\r\t|;]/;

export interface LabelEvidence {
  rejectingLabel?: string;
  hasSupportingLabel: boolean;
}

/**
 * The text of the same field before `start`: up to the previous line/field break and after the
 * previous digit, so the label of a neighbouring value does not leak over.
 */
function precedingField(text: string, start: number): string {
  const from = Math.max(0, start - LOOKBEHIND_CHARS);
  let cut = from;
  for (let index = start - 1; index >= from; index--) {
    const char = text[index] ?? '';
    if (FIELD_BREAK.test(char)) {
      cut = index + 1;
      break;
    }
    if (char >= '0' && char <= '9') {
      // A digit inside a word that starts with a letter ("G4S", "A1") is part of a name.
      const word = wordStart(text, index);
      if (!LETTER_AT.test(text[word] ?? '')) {
        cut = index + 1;
        break;
      }
      index = word;
    }
  }
  return text.slice(cut, start);
}

const LETTER_OR_DIGIT_AT = new RegExp(`[${LETTERS}0-9]`, 'i');
const LETTER_AT = new RegExp(`[${LETTERS}]`, 'i');

/** Where the word of letters and digits holding `index` starts. */
function wordStart(text: string, index: number): number {
  let first = index;
  while (first > 0 && LETTER_OR_DIGIT_AT.test(text[first - 1] ?? '')) first--;
  return first;
}

/**
 * Used on lower-cased text, with plain letter classes: `\p{L}` patterns (case-insensitive ones
 * above all) take V8 tens of milliseconds to compile, a long task on the page that needs them.
 */
const REJECTING_LABEL_ANYWHERE = new RegExp(
  `(?<!${LETTER_OR_DIGIT})(${lowerPatterns(REJECTING_LABELS).join('|')})(?!${LETTER})`,
);

/** A field label is short: longer text before a value is prose, not a label. */
const MAX_FIELD_LABEL_LENGTH = 60;
/** Up to this many words, a requisite word anywhere names the field ("ИНН директора", "Lead ID"). */
const MAX_NAMING_WORDS = 2;

/**
 * Evidence from a label the page shows apart from the value (the previous field's label, a
 * `<label for>`, a column header). A phone word wins ("Телефон для заказа"); a requisite word
 * rejects at the end of the label, as in text, or anywhere in a label of one or two words.
 */
export function readFieldLabel(label: string): Readonly<LabelEvidence> {
  let evidence = fieldLabels.get(label);
  if (!evidence) {
    if (fieldLabels.size >= MAX_REMEMBERED_LABELS) fieldLabels.clear();
    evidence = readFieldLabelText(label);
    fieldLabels.set(label, evidence);
  }
  return evidence;
}

/**
 * Field labels read before: a list asks about its column header once per row, and a page has
 * few distinct labels. Bounded, so a page of ever-new labels does not grow it.
 */
const fieldLabels = new Map<string, Readonly<LabelEvidence>>();
const MAX_REMEMBERED_LABELS = 256;

/**
 * An e-mail or web address the layout puts before a value is the previous field's value, not
 * a label ("a.alshehri@rawasi-build.sa" above a phone row says no "build" number).
 */
const ADDRESS = /\S@\S+\.\S|^(?:https?:\/\/|www\.)/i;

function readFieldLabelText(label: string): LabelEvidence {
  const text = label.trim();
  if (text.length === 0 || text.length > MAX_FIELD_LABEL_LENGTH || ADDRESS.test(text))
    return { hasSupportingLabel: false };
  if (SUPPORTING_LABEL.test(text.toLowerCase())) return { hasSupportingLabel: true };
  const words = text.split(/[\s/]+/u).filter((word) => /[\p{L}\p{N}#№]/u.test(word));
  const rejecting =
    labelAsWritten(text, REJECTING_LABEL_AT_END.exec(text.toLowerCase())) ??
    (words.length <= MAX_NAMING_WORDS
      ? labelAsWritten(text, REJECTING_LABEL_ANYWHERE.exec(text.toLowerCase()))
      : undefined);
  return rejecting === undefined
    ? { hasSupportingLabel: false }
    : { rejectingLabel: rejecting, hasSupportingLabel: false };
}

/** The label found in lower-cased text, as the page writes it ("ИНН", not "инн"). */
function labelAsWritten(text: string, found: RegExpExecArray | null): string | undefined {
  const label = found?.[1];
  if (label === undefined || !found) return undefined;
  const at = found.index + found[0].indexOf(label);
  return text.toLowerCase().length === text.length ? text.slice(at, at + label.length) : label;
}

export function readLabels(text: string, start: number): LabelEvidence {
  const field = precedingField(text, start);
  if (field.length === 0) return { hasSupportingLabel: false };
  const lower = field.toLowerCase();
  const hasSupportingLabel = SUPPORTING_LABEL.test(lower);
  const rejecting =
    labelAsWritten(field, REJECTING_LABEL_AT_END.exec(lower)) ??
    (hasSupportingLabel ? undefined : labelAsWritten(field, ISSUED_LABEL_AT_END.exec(lower)));
  if (rejecting === undefined) return { hasSupportingLabel };
  if (WEAK_REJECTING_LABEL.test(rejecting) && hasSupportingLabel) return { hasSupportingLabel };
  return { rejectingLabel: rejecting, hasSupportingLabel };
}
