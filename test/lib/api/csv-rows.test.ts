import { describe, expect, it } from 'vitest';
import { parseCsvRows } from '../../../lib/api/csv-rows';
import { testClient, text } from './fake-fetch';

const CALLS_CSV = [
  'callId;startTime;isTarget;duration;status;tags;utmCampaign',
  'c1;2024-05-01T10:30:00+0300;true;42;SUCCESS;vip,repeat;spring',
  '"c;2";2024-05-01T11:00:00+0300;false;0;FAILED;;"say ""hi""; buy"',
  'c3;2024-05-01T12:00:00+0300;false;7;success;"a,b";"two',
  'lines"',
  '',
].join('\r\n');

describe('calls.listCsv', () => {
  it('parses rows with the same schema as JSON: quotes, ";" and line breaks inside fields', async () => {
    const { client, sent } = testClient(() => text(CALLS_CSV, 200, { 'Content-Type': 'text/csv' }));
    const rows = await client.calls.listCsv({
      counter: '1',
      dimensions: ['callId', 'startTime', 'isTarget', 'duration', 'status', 'tags', 'utmCampaign'],
    });
    expect(sent[0]?.url.pathname).toBe('/v2/call/list/csv');
    expect(rows).toStrictEqual([
      {
        callId: 'c1',
        startTime: Date.UTC(2024, 4, 1, 7, 30),
        isTarget: true,
        duration: 42,
        status: 'success',
        tags: ['vip', 'repeat'],
        utmCampaign: 'spring',
      },
      {
        callId: 'c;2',
        startTime: Date.UTC(2024, 4, 1, 8, 0),
        isTarget: false,
        duration: 0,
        status: 'failed',
        tags: [],
        utmCampaign: 'say "hi"; buy',
      },
      {
        callId: 'c3',
        startTime: Date.UTC(2024, 4, 1, 9, 0),
        isTarget: false,
        duration: 7,
        status: 'success',
        tags: ['a', 'b'],
        utmCampaign: 'two\r\nlines',
      },
    ]);
  });

  it('fails a bad cell as invalid_response, like the JSON list', async () => {
    const { client } = testClient(() => text('callId;duration\r\nc1;long\r\n'));
    await expect(
      client.calls.listCsv({ counter: '1', dimensions: ['callId', 'duration'] }),
    ).rejects.toMatchObject({
      kind: 'invalid_response',
      issues: '0.duration: expected an integer, got "long"',
    });
  });
});

describe('leads.listCsv', () => {
  it('reads leads and sends the same parameters as the JSON list', async () => {
    const { client, sent } = testClient(() =>
      text('\uFEFFid;phone;status;tags\r\n17;+7 999 000-11-22;WON;"x,y"\r\n'),
    );
    const rows = await client.leads.listCsv({
      counter: '1',
      dimensions: ['id', 'phone', 'status', 'tags'],
    });
    expect(sent[0]?.url.pathname).toBe('/v2/leads/list/csv');
    expect(sent[0]?.url.searchParams.get('dimensions[3]')).toBe('tags');
    expect(rows).toStrictEqual([{ id: 17, phone: '79990001122', status: 'won', tags: ['x', 'y'] }]);
  });
});

describe('counters.meCsv', () => {
  it('groups rows back into projects and a flat counter list', async () => {
    const csv = [
      'project_name;project_display_name;counter_id;url',
      'shop;"Shop; main";111;https://shop.test',
      'shop;"Shop; main";222;https://m.shop.test',
      'blog;Blog;333;',
    ].join('\r\n');
    const { client } = testClient(() => text(csv));
    const me = await client.counters.meCsv();
    expect(me.projects.map((p) => [p.name, p.displayName, p.counters.length])).toEqual([
      ['shop', 'Shop; main', 2],
      ['blog', 'Blog', 1],
    ]);
    expect(me.counters[2]).toEqual({
      projectName: 'blog',
      projectDisplayName: 'Blog',
      counterId: '333',
      url: '',
    });
  });
});

describe('parseCsvRows', () => {
  it('reads an empty body as no rows', () => {
    expect(parseCsvRows('')).toEqual([]);
    expect(parseCsvRows('a;b\r\n')).toEqual([]);
  });

  it('refuses a row with a different number of fields', () => {
    expect(() => parseCsvRows('a;b\r\n1;2;3\r\n')).toThrow(/CSV TooManyFields \(row 1\)/);
  });

  it('does not split on commas', () => {
    expect(parseCsvRows('a,b;c\r\n1,2;3\r\n')).toEqual([{ 'a,b': '1,2', c: '3' }]);
  });
});
