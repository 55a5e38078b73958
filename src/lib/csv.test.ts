import { describe, expect, it } from 'vitest';
import { cellText, csvCell, csvColumns, csvHeader, csvLine, csvRows } from './csv';

describe('csvCell', () => {
  it('quotes a comma, a quote and line breaks as RFC 4180 says, and nothing else', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('')).toBe('');
  });

  it('guards cells a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('leaves plain numbers exact, signs included', () => {
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('+5')).toBe('+5');
    expect(csvCell('-0.00205996795605401694')).toBe('-0.00205996795605401694');
    expect(csvCell(-3)).toBe('-3');
  });

  it('keeps amounts above 2^53 exact: the API sends them as strings', () => {
    expect(csvCell('9371213213431123456789')).toBe('9371213213431123456789');
    expect(csvCell('0.00205996795605401694')).toBe('0.00205996795605401694');
  });
});

describe('cellText', () => {
  it('writes an address as its SS58 form, other objects and arrays as JSON, null as empty', () => {
    expect(cellText({ ss58: '5F3s', hex: '0x12' })).toBe('5F3s');
    expect(cellText({ ss58: '5F3s', hex: '0x12', extra: 1 })).toBe('{"ss58":"5F3s","hex":"0x12","extra":1}');
    expect(cellText({ __kind: 'Module', value: { index: 7 } })).toBe(
      '{"__kind":"Module","value":{"index":7}}',
    );
    expect(cellText(['0xab', '3250000', 34])).toBe('["0xab","3250000",34]');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(false)).toBe('false');
    expect(cellText(9518372)).toBe('9518372');
  });
});

describe('csvLine', () => {
  it('ends with CRLF', () => {
    expect(csvLine(['a', 1, null, { x: 'y,z' }])).toBe('a,1,,"{""x"":""y,z""}"\r\n');
  });
});

describe('csvColumns and csvRows', () => {
  it('names columns after the fields in the order the API sends them, then listed fields no record had', () => {
    const rows = [
      { netuid: 1, owner: 'a' },
      { netuid: 2, owner: 'b', previous_owner: 'c' },
    ];
    expect(csvColumns(rows, ['block_number', 'netuid', 'owner', 'pending_owner'])).toEqual([
      'netuid',
      'owner',
      'previous_owner',
      'block_number',
      'pending_owner',
    ]);
  });

  it('writes each row under the header, and names fields the header lacks', () => {
    const result = csvRows(
      [
        { a: '1', b: 'x' },
        { a: '2', c: true },
      ],
      ['a', 'b'],
    );
    expect(result.text).toBe('1,x\r\n2,\r\n');
    expect(result.extra).toEqual(['c']);
  });
});

describe('times', () => {
  it('writes every time in ISO 8601 UTC to the millisecond, and says so in its header', () => {
    const rows = [
      { block_number: 1, timestamp: '2026-10-31T23:54:12Z', pending_owner_timestamp: null },
      {
        block_number: 2,
        timestamp: '2026-10-31T23:54:24.166Z',
        pending_owner_timestamp: '2026-10-31T23:54:24.1Z',
      },
    ];
    const columns = csvColumns(rows, []);
    expect(csvHeader(columns)).toBe(
      'block_number,timestamp (ISO 8601 UTC),pending_owner_timestamp (ISO 8601 UTC)\r\n',
    );
    expect(csvRows(rows, columns).text).toBe(
      '1,2026-10-31T23:54:12.000Z,\r\n2,2026-10-31T23:54:24.166Z,2026-10-31T23:54:24.100Z\r\n',
    );
  });
});
