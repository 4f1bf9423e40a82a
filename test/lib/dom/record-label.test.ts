// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { recordLabel } from '../../../lib/dom/record-label';
import { isProse, linesAround, signatureName } from '../../../lib/dom/text-lines';

afterEach(() => {
  document.title = '';
  document.body.innerHTML = '';
});

/** The text node holding `text`, and where it starts there. */
function spot(text: string): { node: Node; offset: number } {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const offset = node.nodeValue?.indexOf(text) ?? -1;
    if (offset >= 0) return { node, offset };
  }
  throw new Error(`no text ${text}`);
}

const labelOf = (text: string) => {
  const { node, offset } = spot(text);
  return recordLabel(node, offset);
};

describe('recordLabel: the name a person gives a number', () => {
  it('names a sentence of a feed by the page’s record, with no field (not the feed’s heading)', () => {
    document.title = 'Rahul Sharma — Contact — EspoCRM';
    document.body.innerHTML = `
      <div class="page-header"><a href="#Contact">Contacts</a> › <span class="title">Rahul Sharma</span></div>
      <div class="panel stream"><div class="panel-heading">Stream</div>
        <ul><li>Order SO-2024-0098123 created on 12/03/2024.</li>
          <li>Priya Nair called from the Bengaluru office: 080 4123 4567.</li></ul></div>`;
    expect(labelOf('080 4123 4567')).toBe('Rahul Sharma');
  });

  it('names a history row’s sentence by the page’s record, not the row’s subject', () => {
    document.title = 'Mr. Oliver Bennett » Contacts » SuiteCRM';
    document.body.innerHTML = `
      <div class="moduleTitle"><h2>Mr. Oliver Bennett</h2></div>
      <div class="subpanel"><h3>History</h3><table>
        <thead><tr><th>Subject</th><th>Description</th></tr></thead>
        <tbody><tr><td>Call: delivery slot</td>
          <td>Reception at Trafford Park is on 0161 496 0733, ask for Emma.</td></tr></tbody>
      </table></div>`;
    expect(labelOf('0161 496 0733')).toBe('Mr. Oliver Bennett');
  });

  it('gives a sentence no label when the page names no record ("Call our office at …")', () => {
    document.title = 'Tracker Lens fixture: hello';
    document.body.innerHTML = `<h1>Hello from a CRM page</h1>
      <p>Call our office at <span>8 (495) 123-45-67</span> or the free line 8-800-555-35-35.</p>`;
    expect(labelOf('8 (495) 123-45-67')).toBeUndefined();
  });

  it('reads a row of labelled fields on one line as fields, not a sentence', () => {
    document.body.innerHTML = `<section><h2>ООО «ТехноСнаб»</h2>
      <div><span>Телефон:</span> <span>+7 (495) 720-41-10</span></div>
      <div>Секретарь: +7 (495) 720-41-17 ext. 101, бухгалтерия: +7 (495) 720-41-17 ext. 102, склад x 3 — 8 800 720-41-18 x12</div></section>`;
    expect(labelOf('+7 (495) 720-41-17 ext. 101')).toBe('ООО «ТехноСнаб» · Секретарь');
  });

  it('names a form field under the page’s title by that title and the field’s label', () => {
    document.title = 'Al Noor Building Materials Trading LLC';
    document.body.innerHTML = `
      <div class="page-head"><span class="title-text">Al Noor Building Materials Trading LLC</span></div>
      <div class="layout-main-section">
        <div class="form-section"><div class="section-head">Primary Address and Contact</div>
          <div class="frappe-control"><div class="control-label">Mobile No</div><div class="control-value">050 123 4567</div></div>
        </div>
        <div class="form-section"><div class="section-head">Address and Contacts</div>
          <div class="address-box">
            <p class="h6">Fatima Al Mansouri <span class="text-muted">&nbsp;(Primary Contact)</span></p>
            <p>Purchase Manager</p>
            <p><span class="text-muted">Mobile:</span> 055 987 6543</p>
          </div>
        </div>
      </div>`;
    // The address box's heading names its own lines, not the field beside the box.
    expect(labelOf('050 123 4567')).toBe('Al Noor Building Materials Trading LLC · Mobile No');
    expect(labelOf('055 987 6543')).toBe('Fatima Al Mansouri · Mobile');
  });

  it('names a contact’s list of numbers by the contact and the type after each number', () => {
    document.body.innerHTML = `<div class="customer-data">
      <a href="#customers/3310" class="customer-name">Liam O'Connor</a>
      <ul class="customer-contacts">
        <li><a href="#">liam@harbourfitouts.com.au</a></li>
        <li><a href="tel:0412 345 678">0412 345 678 <small>(Mobile)</small></a></li>
        <li><a href="tel:(02) 9876 5432">(02) 9876 5432 <small>(Work)</small></a></li>
      </ul></div>`;
    expect(labelOf('0412 345 678')).toBe("Liam O'Connor · Mobile");
    expect(labelOf('(02) 9876 5432')).toBe("Liam O'Connor · Work");
  });

  it('names a signature’s numbers by the name after the message’s closing', () => {
    document.body.innerHTML = `<div class="ticket"><h2>Lieferung beschädigt</h2>
      <div class="richtext">Guten Tag, die Lieferung kam beschädigt an. Bitte rufen Sie mich zurück.<br />Mit freundlichen Grüßen<br />Jonas Becker<br />Becker &amp; Söhne GmbH · Hauptstraße 12 · 10115 Berlin<br />Tel. 030 12345678 · Fax 030 12345679</div></div>`;
    expect(labelOf('030 12345679')).toBe('Jonas Becker · Fax');
    document.body.innerHTML = `<div class="thread-body"><p>Hi team,</p>
      <p>Cheers,<br />Liam O'Connor | Operations Manager<br />Harbour Fit-outs Pty Ltd<br />P: (02) 9876 5400 ext 12 | M: 0412 345 678</p></div>`;
    expect(labelOf('(02) 9876 5400')).toBe("Liam O'Connor · P");
  });

  it('reads a signature’s title and company line as the signature’s, not as a sentence', () => {
    document.body.innerHTML = `<div class="email-content"><p>Bom dia, Ana.</p>
      <p>Atenciosamente,<br />Rafael Costa<br />Gerente de Suprimentos – Metalúrgica Vale do Aço Ltda<br />Tel.: (31) 3822-4500 ramal 231<br />SAC: 0800 770 1234</p></div>`;
    expect(labelOf('(31) 3822-4500')).toBe('Rafael Costa · Tel.');
    expect(labelOf('0800 770 1234')).toBe('Rafael Costa · SAC');
    document.body.innerHTML = `<div class="thread-body"><p>Saludos,<br />Alejandra Ramírez Torres<br />Compras | Distribuidora Industrial del Bajío, S.A. de C.V.<br />Tel. (442) 215 0900 · Oficina Laredo, TX: +1 956 723 4410</p></div>`;
    expect(labelOf('(442) 215 0900')).toBe('Alejandra Ramírez Torres · Tel.');
    // A place with its state is one label.
    expect(labelOf('+1 956 723 4410')).toBe('Alejandra Ramírez Torres · Oficina Laredo, TX');
  });
});

describe('the record’s name where the layout ties it to the field', () => {
  it('takes a display name followed by the page’s actions for the record, prefix and all', () => {
    document.title = 'Étienne Tremblay | Northern Harvest Co-op';
    document.body.innerHTML = `<div id="wrapper">
      <div class="contactname-block"><div class="display_name">Mr. Étienne Tremblay</div></div>
      <div class="actions-ribbon"><a href="#">Actions</a> · <a href="#">Edit</a> · Contact ID: 20417</div>
      <div class="summary-block">
        <div class="summary-row"><div class="crm-label">Employer</div><div class="crm-content">Northern Harvest Co-op</div></div>
        <div class="summary-row"><div class="crm-label">Job Title</div><div class="crm-content">Procurement Lead</div></div>
      </div>
      <div class="summary-block">
        <div class="summary-row"><div class="crm-label">Work Phone</div><div class="crm-content"><span>(416) 863-2210</span></div></div>
        <div class="summary-row"><div class="crm-label">Fax</div><div class="crm-content"><span>416.863.2299</span></div></div>
      </div>
      <div class="accordion-header">Activities</div>
      <table><tr><td>Called Étienne Tremblay</td></tr></table></div>`;
    expect(labelOf('(416) 863-2210')).toBe('Mr. Étienne Tremblay · Work Phone');
  });

  it('names a details table by the page header’s name, not its subtitle or the panel’s heading', () => {
    document.body.innerHTML = `
      <div class="page-header"><h3><span class="mr-sm">Katarzyna Wiśniewska</span> <small>Kierownik zakupów · Hurtownia Budmat Sp. z o.o.</small></h3></div>
      <div class="content-body"><div class="col-md-9"><div class="panel">
        <div class="panel-heading">Szczegóły</div>
        <table>
          <tr><td><span class="fw-b">Telefon komórkowy</span></td><td>601 234 567</td></tr>
          <tr><td><span class="fw-b">E-mail</span></td><td>k.wisniewska@budmat.pl</td></tr>
        </table></div></div></div>`;
    expect(labelOf('601 234 567')).toBe('Katarzyna Wiśniewska · Telefon komórkowy');
  });

  it('names a ticket’s details by its user field, not by its subject', () => {
    document.title = 'Ticket #482913';
    document.body.innerHTML = `<div id="content">
      <h2>Ticket #482913</h2>
      <div class="tixTitle"><h3>Cotización de rodamientos y factura CFDI con RFC incorrecto</h3></div>
      <table class="ticket_info"><tr><td><table>
        <tr><th>Usuario:</th><td><a href="#"><span>Alejandra Ramírez Torres</span></a> <a href="#">(<b>4</b>)</a></td></tr>
        <tr><th>Correo electrónico:</th><td>aramirez@dibsa.com.mx</td></tr>
      </table></td></tr></table>
      <table class="ticket_info custom-data"><thead><th colspan="2">Detalles del ticket</th></thead><tbody>
        <tr><td>Teléfono de contacto:</td><td><span>4422150987 x214</span></td></tr>
        <tr><td>RFC:</td><td><span>DIB980512KL3</span></td></tr>
      </tbody></table></div>`;
    expect(labelOf('4422150987')).toBe('Alejandra Ramírez Torres · Teléfono de contacto');
  });

  it('takes a name field for the card’s name, not the card’s section title', () => {
    document.body.innerHTML = `<aside class="uv-aside">
      <div class="uv-aside-title">Cliente</div>
      <div class="uv-aside-brick"><label>Nombre</label><span>Martín Gómez</span></div>
      <div class="uv-aside-brick"><label>Teléfono</label><span>011 4321-5678</span></div>
      <div class="uv-aside-title">Detalles</div>
      <div class="uv-aside-brick"><label>Agente</label><span>Lucía Fernández</span></div></aside>`;
    expect(labelOf('011 4321-5678')).toBe('Martín Gómez · Teléfono');
  });
});

describe('lists of titled items', () => {
  it('names a conversation’s preview by its own heading, not by the next conversation’s', () => {
    document.title = 'Conversations - Chatwoot';
    document.body.innerHTML = `<section><div class="top"><h1>Conversations</h1></div><div class="list">
      <div class="conversation-card active"><h4>Priya Nair</h4><div class="message-preview">Please call me on 97690 33218 after 6 pm…</div><span class="timestamp">2m</span></div>
      <div class="conversation-card"><h4>Anil Deshpande</h4><div class="message-preview">Invoice received, thanks</div><span class="timestamp">18m</span></div>
      <div class="conversation-card"><h4>Sneha Kulkarni</h4><div class="message-preview">Refund still not credited</div><span class="timestamp">1h</span></div>
    </div></section>`;
    expect(labelOf('97690 33218')).toBe('Priya Nair');
  });

  it('names an attribute by the record, not by the next attribute’s heading or a section’s title', () => {
    document.title = 'Conversations - Chatwoot';
    document.body.innerHTML = `<div class="conv-header"><div class="user--name">Priya Nair</div></div>
      <aside class="contact--panel">
        <div class="accordion-title">Contact Attributes</div>
        <div class="details">
          <div class="custom-attribute"><h4><span>Alternate Phone</span></h4><div class="flex"><p>022 4972 3100</p></div></div>
          <div class="custom-attribute"><h4><span>GSTIN</span></h4><div class="flex"><p>27AAHFN4521K1Z3</p></div></div>
          <div class="custom-attribute"><h4><span>Customer since</span></h4><div class="flex"><p>14/08/2021</p></div></div>
        </div>
        <div class="accordion-title">Contact Notes</div>
        <div class="contact-notes"><div class="note"><div class="note__content">Prefers calls in Hindi or Marathi. Home landline 022 2618 4420, not after 9 pm.</div><div class="note__meta">Kavita Rao · 2 months ago</div></div></div>
      </aside>`;
    expect(labelOf('022 4972 3100')).toBe('Priya Nair · Alternate Phone');
    // A sentence of a page whose title names no record: the record it is written in.
    expect(labelOf('022 2618 4420')).toBe('Priya Nair');
  });

  it('names no sentence by a header’s first word where no whole record holds it', () => {
    document.title = 'Giulia Romano - Contatti - vtiger CRM';
    document.body.innerHTML = `<div class="detailViewContainer">
      <div class="detailview-header"><div class="recordName"><span class="recordLabel"><span class="salutationtype">Sig.ra</span>&nbsp;<span class="firstname">Giulia</span>&nbsp;<span class="lastname">Romano</span></span></div></div>
      <div class="block"><h4>Informazioni Contatto</h4></div>
      <div class="recentActivities">
        <div class="update">Chiamata in uscita a 347 123 4567, richiamare il centralino 02 8765 4300 dopo le 15:00.</div>
      </div></div>`;
    expect(labelOf('02 8765 4300')).toBeUndefined();
  });
});

describe('a record’s sections, cards and notes', () => {
  it('names a section’s field by the record’s name over the sections, not the section’s heading', () => {
    document.title = 'Persons - CRM';
    document.body.innerHTML = `
      <div class="panel">
        <div class="flex head"><h3>Chinedu Okafor</h3><p>Procurement Manager</p></div>
        <div class="flex section"><h4>About Person</h4>
          <div class="rows">
            <div class="row"><div class="label">Emails</div><div class="value">c.okafor@example.ng</div></div>
            <div class="row"><div class="label">WhatsApp</div><div class="value"><span>+234 806 555 0192</span></div></div>
            <div class="row"><div class="label">Job Title</div><div class="value">Manager</div></div>
          </div></div>
        <div class="flex section"><h4>About Organization</h4><span>Eko Agro Foods Ltd</span></div>
      </div>`;
    expect(labelOf('+234 806 555 0192')).toBe('Chinedu Okafor · WhatsApp');
  });

  it('names a contact’s kanban card by the name it starts with in bold, not by the company', () => {
    document.title = 'Anadolu Tekstil A.Ş. - Odoo';
    document.body.innerHTML = `
      <h1>Anadolu Tekstil A.Ş.</h1>
      <div class="kanban">
        <div class="card"><div class="details"><strong><span>Ayşe Yılmaz</span></strong>
          <div>Satın Alma Müdürü</div><div>Telefon: 0216 577 30 30</div></div></div>
        <div class="card"><div class="details"><strong><span>Mehmet Kaya</span></strong>
          <div>Telefon: 0 312 428 19 55</div></div></div>
      </div>`;
    expect(labelOf('0216 577 30 30')).toBe('Ayşe Yılmaz · Telefon');
    expect(labelOf('0 312 428 19 55')).toBe('Mehmet Kaya · Telefon');
  });

  it('names a note’s sentence by the record and the note’s field, a list’s by the record alone', () => {
    document.title = 'Pieter de Vries - Contactpersoon';
    document.body.innerHTML = `
      <div class="banner"><div class="refid">Pieter de Vries</div></div>
      <table><tr><td>Mobiel</td><td>06 41 87 29 53</td></tr>
        <tr><td>Notitie (openbaar)</td><td>Op dinsdag liever bellen met zijn dochter Sanne: 06 18 39 27 40.</td></tr></table>
      <table><thead><tr><th>Onderwerp</th><th>Beschrijving</th></tr></thead>
        <tbody><tr><td>Belafspraak</td><td>Hij is morgen bereikbaar op 085 401 22 30 na twee uur.</td></tr></tbody></table>`;
    expect(labelOf('06 18 39 27 40')).toBe('Pieter de Vries · Notitie (openbaar)');
    expect(labelOf('085 401 22 30')).toBe('Pieter de Vries');
  });
});

describe('a profile’s sidebar boxes', () => {
  /**
   * A profile page: the person's name over a sidebar of titled boxes and a feed of notes; the
   * box's title alone over its list, or in a title row with an edit link; each item an icon
   * and a phone link in a line's cell, as Monica draws them.
   */
  const profile = (boxTitle: string, editLink: boolean) => {
    document.title = 'Marta Kowalczyk - People';
    const title = `<div class="box-title"><h3>${boxTitle}</h3></div>`;
    document.body.innerHTML = `
      <div class="profile-header"><h1>Marta Kowalczyk</h1><p>Head of purchasing since 2021, met at a fair.</p></div>
      <div class="profile"><div class="row">
        <div class="col sidebar">
          <div class="box"><div class="box-title"><h3>Relatives</h3></div><ul><li>Husband: Jan</li></ul></div>
          <div class="box">${
            editLink
              ? `<div class="bar">
              ${title}
              <div class="actions"><a href="#">Edit</a></div>
            </div>`
              : title
          }
            <ul><li><div class="line"><div class="cell"><em class="icon"></em><a href="tel:0612345678">0612 345 678</a></div></div></li>
              <li><div class="line"><div class="cell"><em class="icon"></em><a href="tel:0201234567">020 123 4567</a></div></div></li></ul></div>
          <div class="box"><div class="box-title"><h3>Addresses</h3></div><ul><li>Main street 5</li></ul></div>
        </div>
        <div class="col feed"><div class="section"><h3>Notes</h3><p>Met her at the fair in spring.</p></div></div>
      </div></div>`;
  };

  it.each([
    ['Contact information', true],
    ['Contact details', false],
    ['Kontaktdaten', true],
    ['Контактная информация:', false],
  ] as const)(
    'names a contact box’s numbers by the person, not by its heading "%s"',
    (title, edit) => {
      profile(title, edit);
      expect(labelOf('0612 345 678')).toBe('Marta Kowalczyk');
      expect(labelOf('020 123 4567')).toBe('Marta Kowalczyk');
    },
  );
});

describe('a customer’s fields in one fieldset', () => {
  it('names the numbers by the given and family name fields, however many fields there are', () => {
    document.title = '2024031210000123 - Rechnung doppelt belastet - Ticket - Znuny';
    const field = (label: string, value: string) =>
      `<label>${label}:</label><p class="Value">${value}</p><div class="Clear"></div>`;
    const fields = [
      ['Titel oder Anrede', 'Frau'],
      ['Vorname', 'Andrea'],
      ['Nachname', 'Meier-Rüegg'],
      ['Benutzername', 'a.meier'],
      ['E-Mail', 'andrea.meier@limmat-druck.ch'],
      ['Kundennummer', 'K-20417'],
      ['Telefon', '044 668 18 00'],
      ['Fax', '044 668 18 01'],
      ['Mobil', '079 412 35 67'],
      ['Strasse', 'Hardturmstrasse 161'],
      ['PLZ', '8005'],
      ['Stadt', 'Zürich'],
      ['Land', 'Schweiz'],
    ];
    document.body.innerHTML = `<h1>Ticket#: 2024031210000123 — Rechnung doppelt belastet</h1>
      <div class="WidgetSimple"><div class="Header"><h2>Kundeninformationen</h2></div>
        <div class="Content"><fieldset class="TableLike">${fields
          .map(([label, value]) => field(label!, value!))
          .join('')}</fieldset></div></div>`;
    expect(labelOf('044 668 18 00')).toBe('Andrea Meier-Rüegg · Telefon');
    expect(labelOf('079 412 35 67')).toBe('Andrea Meier-Rüegg · Mobil');
  });
});

describe('cards with an avatar', () => {
  it('names a contact card by its header’s name, without the avatar’s initials or badge', () => {
    document.body.innerHTML = `<div class="deal-title"><div class="avatar">M</div><div class="title">Metalúrgica Vale do Aço Ltda</div></div>
      <div class="contacts">${['Rafael Costa', 'Juliana Mendes']
        .map(
          (name, index) =>
            `<div class="contact"><div class="contact-header"><span class="avatar-sm">${name
              .split(' ')
              .map((word) => word[0])
              .join(
                '',
              )}</span><div class="truncate">${name}</div><span class="badge">Primary</span></div>
            <div class="lines"><div class="contact-line"><span class="icon">📞</span>(31) 9965${index}-3210</div></div></div>`,
        )
        .join('')}</div>`;
    expect(labelOf('(31) 99651-3210')).toBe('Juliana Mendes');
  });

  it('takes no avatar’s initials for a field’s label', () => {
    document.body.innerHTML = `<aside><div class="avatar">PN</div><div><h3>Priya Nair</h3><div><span>+919820144567</span></div></div></aside>`;
    expect(labelOf('+919820144567')).toBe('Priya Nair');
  });
});

describe('text lines', () => {
  it('tells a sentence from fields', () => {
    expect(isProse('Priya Nair called from the Bengaluru office: 080 4123 4567.')).toBe(true);
    expect(isProse('Call with Jane Doe · Outbound to 617.555.0134 · 12 min')).toBe(true);
    expect(isProse('P: (02) 9876 5400 ext 12 | M: 0412 345 678 | F: (02) 9876 5499')).toBe(false);
    expect(isProse('Melbourne office: +61 3 9123 4567')).toBe(false);
    expect(isProse('Звонить на рабочий 8-351-222-55-66 доб. 214')).toBe(false);
  });

  it('tells a Japanese or Chinese sentence, written without spaces, from a field', () => {
    expect(isProse('総務部の田中さんの直通は 03-1234-5678、午後は外出が多い。')).toBe(true);
    expect(isProse('请联系上海办事处的王经理 021-6123-4567，周末不在。')).toBe(true);
    expect(isProse('携帯電話: 090-1234-5678')).toBe(false);
    expect(isProse('本社（代表）03-1234-5678、FAX 03-1234-5679')).toBe(false);
    expect(isProse('〒100-0005 東京都千代田区丸の内1-1-1 丸の内ビル12階')).toBe(false);
  });

  it('names a Japanese note’s number by the page’s record, not by the feed’s heading', () => {
    document.title = '田中 美咲 - Contacts';
    document.body.innerHTML = `<h1>田中 美咲</h1>
      <div class="section calls"><h3>☎️ Phone calls</h3>
        <div class="entry"><p>新しい窓口はフリーダイヤル 0120-111-222（平日のみ）、夜間は留守番電話。</p>
          <div class="meta"><span>2024年1月5日</span><span>You called</span></div></div></div>`;
    expect(labelOf('0120-111-222')).toBe('田中 美咲');
  });

  it('finds no signature in an address block (its street is no name)', () => {
    document.body.innerHTML =
      '<p>Office 1204, Al Attar Business Tower<br />Sheikh Zayed Road<br />Dubai<br />Phone: 04 321 5678</p>';
    const lines = linesAround(spot('04 321 5678').node)!;
    expect(lines.lines[lines.index]).toBe('Phone: 04 321 5678');
    expect(signatureName(lines)).toBeUndefined();
  });
});

describe('a record page’s general section, sidebar and avatar', () => {
  it('names a field under the first section’s heading ("Allgemein") by the record’s title', () => {
    document.title = 'Lena Berger - Kontakte';
    const item = (label: string, value: string) =>
      `<div class="item"><label class="item__term">${label}</label><div class="item__value"><div class="control">${value}</div></div></div>`;
    document.body.innerHTML = `<div class="page-title"><h1 class="entity-title">Lena Berger</h1></div>
      <div class="content"><div class="section" id="general"><h4 class="section-title">Allgemein</h4>
        <div class="widget"><div class="block">${item('Beschreibung', 'Einkauf')}${item('Fax', '0316 123 45-40')}${item('Skype', 'l.berger')}</div></div></div>
      <div class="section"><h4 class="section-title">Adressbuch</h4><div>Graz</div></div></div>`;
    expect(labelOf('0316 123 45-40')).toBe('Lena Berger · Fax');
  });

  it('names a sidebar’s fields by the title of the main column beside it', () => {
    document.title = 'CRM - Contacts';
    document.body.innerHTML = `<div id="wrapper">
      <div id="sidebar"><div class="panel">
        <div><b>Buyer</b> at <a href="#">Acme Ltd</a></div>
        <div>Mombasa Road<br />Nairobi</div>
        <div>Phone: <b><a href="tel:0201234567">020 123 4567</a></b><br />Fax: <b>020 123 4568</b><br /></div>
        <div>Email: <b><a href="mailto:amina@acme.example">amina@acme.example</a></b></div>
        <div class="caption">Background Info</div><p>Buys crates.</p>
      </div></div>
      <div id="main"><div class="title_tools"><a href="#">Edit</a></div><div class="title">Amina Otieno</div>
        <ul class="list"><li>A note.</li></ul></div></div>`;
    expect(labelOf('020 123 4567')).toBe('Amina Otieno · Phone');
    expect(labelOf('020 123 4568')).toBe('Amina Otieno · Fax');
  });

  it('names fields by the name beside an avatar of its initials, not by a section header', () => {
    document.title = '#204 Barang rusak - Helpdesk';
    const field = (label: string, value: string) =>
      `<div class="field"><div class="w-label"><span>${label}</span></div><div class="flex-1"><span>${value}</span></div></div>`;
    document.body.innerHTML = `<aside class="ticket-sidebar"><div class="col">
      <div class="top"><span class="avatar">DP</span><div><p class="big">Dewi Pratiwi</p></div></div>
      <div class="core"><div class="form-label">Prioritas</div><button>Tinggi</button></div>
      <div class="border-t"><div class="section-header">Info Tiket</div>
        <div class="rows">${field('Pelanggan', 'PT Maju')}${field('Telepon', '(031) 5678 1234')}${field('No. HP', '0812-3456-7890')}</div></div>
    </div></aside>`;
    expect(labelOf('(031) 5678 1234')).toBe('Dewi Pratiwi · Telepon');
    expect(labelOf('0812-3456-7890')).toBe('Dewi Pratiwi · No. HP');
  });

  it('reads a field’s label without its icon, or from the row’s tooltip when it shows only one', () => {
    document.title = 'Ma. Cristina Dela Cruz — People — Twenty';
    document.body.innerHTML = `
      <h1>Ma. Cristina Dela Cruz</h1>
      <div class="field-row"><div class="field-label"><span class="ic">☎</span>Phones</div>
        <div class="field-value"><a href="tel:+639178243591">+63 917 824 3591</a></div></div>
      <div class="field-row"><div class="field-label"><i class="material-icons">phone</i> Mobile</div>
        <div class="field-value">0998 531 2207</div></div>
      <div class="contact-info--row" title="Phone number"><span class="icon i-lucide-phone"></span>
        <a href="tel:+639171112233">+63 917 111 2233</a></div>`;
    expect(labelOf('+63 917 824 3591')).toBe('Ma. Cristina Dela Cruz · Phones');
    expect(labelOf('0998 531 2207')).toBe('Ma. Cristina Dela Cruz · Mobile');
    expect(labelOf('+63 917 111 2233')).toBe('Ma. Cristina Dela Cruz · Phone number');
  });
});
