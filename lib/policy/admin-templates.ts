/**
 * The administrator's ready templates (docs/admin/), made from the policies' table with each
 * policy's example value, so every policy is in every template. `npm run policy-templates`
 * writes them; test/lib/policy/admin-templates.test.ts holds the files equal to this.
 */
import { managedSchema } from './managed-schema';
import { POLICIES, POLICY_NAMES, type PolicyName } from './policies';
import { STORE_IDS, UPDATE_URLS } from './store-ids';

type Values = Record<string, unknown>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function exampleValues(): Values {
  return Object.fromEntries(POLICY_NAMES.map((name) => [name, POLICIES[name].example]));
}

/** Google Admin console: Apps & extensions, the extension, "Policy for extensions". */
function googleAdmin(values: Values): string {
  return json(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { Value: v }])));
}

/** A Chromium-family policy file: force-install plus the extension's own policies. */
function chromiumPolicy(id: string, updateUrl: string, values: Values): string {
  return json({
    ExtensionSettings: { [id]: { installation_mode: 'force_installed', update_url: updateUrl } },
    '3rdparty': { extensions: { [id]: values } },
  });
}

const regString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function regValue(name: string, value: unknown): string {
  if (typeof value === 'boolean') return `${regString(name)}=dword:0000000${value ? 1 : 0}`;
  return `${regString(name)}=${regString(String(value))}`;
}

/** Windows registry: lists are subkeys of numbered values (Chrome's 3rdparty convention). */
function windowsReg(root: string, id: string, updateUrl: string, values: Values): string {
  const policyKey = `[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\${root}\\3rdparty\\extensions\\${id}\\policy]`;
  const lines = ['Windows Registry Editor Version 5.00', ''];
  lines.push(`[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\${root}\\ExtensionInstallForcelist]`);
  lines.push(regValue('1', `${id};${updateUrl}`), '', policyKey);
  const lists: [string, unknown[]][] = [];
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) lists.push([name, value]);
    else lines.push(regValue(name, value));
  }
  for (const [name, list] of lists) {
    lines.push('', `${policyKey.slice(0, -1)}\\${name}]`);
    list.forEach((item, index) => lines.push(regValue(String(index + 1), item)));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function plistValue(value: unknown, indent: string): string {
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (typeof value === 'number') return `${indent}<integer>${value}</integer>`;
  if (Array.isArray(value)) {
    const items = value.map((item) => plistValue(item, `${indent}  `)).join('\n');
    return `${indent}<array>\n${items}\n${indent}</array>`;
  }
  return `${indent}<string>${xmlText(String(value))}</string>`;
}

function plistDict(entries: Values, indent: string): string {
  return Object.entries(entries)
    .map(([key, value]) => `${indent}<key>${xmlText(key)}</key>\n${plistValue(value, indent)}`)
    .join('\n');
}

/** macOS: Chrome reads an extension's policies from the domain `com.google.Chrome.extensions.<id>`. */
function macProfile(id: string, values: Values): string {
  const payload = (type: string, uuid: string, body: Values) =>
    `    <dict>\n${plistDict(
      {
        PayloadType: type,
        PayloadIdentifier: `${type}.tracker-lens`,
        PayloadUUID: uuid,
        PayloadVersion: 1,
        ...body,
      },
      '      ',
    )}\n    </dict>`;
  const install = payload('com.google.Chrome', '6A1F5C0E-1B55-4C39-9D63-6E3C5E0A7B01', {
    ExtensionInstallForcelist: [`${id};${UPDATE_URLS.chrome}`],
  });
  const policies = payload(
    `com.google.Chrome.extensions.${id}`,
    '6A1F5C0E-1B55-4C39-9D63-6E3C5E0A7B02',
    values,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '  <key>PayloadContent</key>',
    '  <array>',
    install,
    policies,
    '  </array>',
    '  <key>PayloadDisplayName</key>',
    '  <string>Tracker Lens for Google Chrome</string>',
    '  <key>PayloadIdentifier</key>',
    '  <string>com.example.tracker-lens</string>',
    '  <key>PayloadType</key>',
    '  <string>Configuration</string>',
    '  <key>PayloadUUID</key>',
    '  <string>6A1F5C0E-1B55-4C39-9D63-6E3C5E0A7B00</string>',
    '  <key>PayloadVersion</key>',
    '  <integer>1</integer>',
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}

/** Firefox: policies.json, ExtensionSettings to install, 3rdparty for the extension's policies. */
function firefoxPolicies(values: Values): string {
  const id = STORE_IDS.firefox;
  return json({
    policies: {
      ExtensionSettings: {
        [id]: { installation_mode: 'force_installed', install_url: UPDATE_URLS.firefox },
      },
      '3rdparty': { Extensions: { [id]: values } },
    },
  });
}

const kindText = (name: PolicyName): string => {
  const kind = POLICIES[name].kind;
  if (kind.type === 'list') return 'list of strings';
  if (kind.type === 'choice') return kind.values.map((value) => `\`${value}\``).join(' / ');
  return kind.type;
};

/** The policies' table of docs/ADMIN.md. */
function policyTable(): string {
  const rows = POLICY_NAMES.map(
    (name) =>
      `| \`${name}\` | ${kindText(name)} | ${POLICIES[name].description} | \`${JSON.stringify(POLICIES[name].example)}\` |`,
  );
  return [
    '<!-- Generated by `npm run policy-templates` from lib/policy/policies.ts: do not edit. -->',
    '',
    '| Policy | Type | What it does | Example |',
    '| ------ | ---- | ------------ | ------- |',
    ...rows,
    '',
  ].join('\n');
}

/** Every generated file, by its path from the project root. */
export function adminTemplates(): Record<string, string> {
  const values = exampleValues();
  const chrome = chromiumPolicy(STORE_IDS.chrome, UPDATE_URLS.chrome, values);
  return {
    'public/managed-schema.json': json(managedSchema()),
    'docs/admin/google-admin-console.json': googleAdmin(values),
    'docs/admin/chrome-policy.json': chrome,
    'docs/admin/edge-policy.json': chromiumPolicy(STORE_IDS.edge, UPDATE_URLS.edge, values),
    'docs/admin/chrome.reg': windowsReg(
      'Google\\Chrome',
      STORE_IDS.chrome,
      UPDATE_URLS.chrome,
      values,
    ),
    'docs/admin/edge.reg': windowsReg('Microsoft\\Edge', STORE_IDS.edge, UPDATE_URLS.edge, values),
    'docs/admin/yandex-browser.reg': windowsReg(
      'YandexBrowser',
      STORE_IDS.chrome,
      UPDATE_URLS.chrome,
      values,
    ),
    'docs/admin/chrome.mobileconfig': macProfile(STORE_IDS.chrome, values),
    'docs/admin/firefox-policies.json': firefoxPolicies(values),
    'docs/admin/policies.md': policyTable(),
  };
}
