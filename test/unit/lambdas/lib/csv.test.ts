import { describe, expect, it } from 'vitest';
import { ValidationError } from '#lambdas/lib/errors';
import {
  csvAttachment,
  csvField,
  maxCsvBytes,
  istDateTimeCell,
  neutraliseFormula,
  rupeesCell,
  toCsv,
  type CsvColumn,
} from '#lambdas/lib/csv';

// The admin CSV exports: RFC 4180 fields and rows, safe to open in a spreadsheet.

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Asha Rao')).toBe('Asha Rao');
    expect(csvField(42)).toBe('42');
  });

  it('writes an absent value as an empty field', () => {
    expect(csvField(undefined)).toBe('');
    expect(csvField(null)).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Pune, Maharashtra')).toBe('"Pune, Maharashtra"');
    expect(csvField('Asha "Ash" Rao')).toBe('"Asha ""Ash"" Rao"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it.each(['=SUM(A1:A9)', '+91 98765 43210', '-2+3', '@cmd', '\t=1+1', '\r=1+1'])(
    'makes %j text a spreadsheet will not run as a formula',
    (text) => {
      expect(csvField(text).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('guards a formula and still quotes it when it holds a comma', () => {
    expect(csvField('=HYPERLINK("http://x.test","Click")')).toBe(
      `"'=HYPERLINK(""http://x.test"",""Click"")"`,
    );
  });

  it('does not touch a formula character later in the text', () => {
    expect(neutraliseFormula('Asha=Rao')).toBe('Asha=Rao');
    expect(neutraliseFormula('a@example.com')).toBe('a@example.com');
  });
});

describe('toCsv', () => {
  const columns: CsvColumn<{ name: string; city?: string; seats: number }>[] = [
    { header: 'Learner', value: (row) => row.name },
    { header: 'City', value: (row) => row.city },
    { header: 'Seats', value: (row) => row.seats },
  ];

  it('starts with a UTF-8 byte-order mark and a header row, and ends every row with CRLF', () => {
    const csv = toCsv(columns, [
      { name: 'Asha Rao', city: 'Pune', seats: 1 },
      { name: 'रवि कुमार', seats: 2 },
    ]);
    expect(csv).toBe('\uFEFFLearner,City,Seats\r\nAsha Rao,Pune,1\r\nरवि कुमार,,2\r\n');
  });

  it('writes only the header row when nothing matched', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFLearner,City,Seats\r\n');
  });
});

describe('rupeesCell', () => {
  it('writes paise as rupees with two decimals, without symbol or grouping', () => {
    expect(rupeesCell(2949882)).toBe('29498.82');
    expect(rupeesCell(100)).toBe('1.00');
    expect(rupeesCell(5)).toBe('0.05');
    expect(rupeesCell(0)).toBe('0.00');
    expect(rupeesCell(123456789)).toBe('1234567.89');
  });

  it('writes an absent amount as an empty field', () => {
    expect(rupeesCell(null)).toBe('');
    expect(rupeesCell(undefined)).toBe('');
  });
});

describe('istDateTimeCell', () => {
  it('writes an instant as its date and time in Asia/Kolkata', () => {
    expect(istDateTimeCell('2026-11-22T04:34:05.000Z')).toBe('2026-11-22 10:04');
    // 19:00 UTC is already the next day in India.
    expect(istDateTimeCell('2026-03-01T19:00:00.000Z')).toBe('2026-03-02 00:30');
  });

  it('writes nothing for a missing or unreadable instant', () => {
    expect(istDateTimeCell(undefined)).toBe('');
    expect(istDateTimeCell('not a date')).toBe('');
  });
});

describe('csvAttachment', () => {
  it('answers the file as a download named by its list and the day in IST', () => {
    const answer = csvAttachment('activity', 'a,b\r\n');
    expect(answer).toMatchObject({ statusCode: 200, body: 'a,b\r\n', raw: true });
    expect(answer.headers?.['content-disposition']).toMatch(
      /^attachment; filename="nexora-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it('refuses with a 400 a file too big for one answer, rather than failing as a 5xx', () => {
    expect(() => csvAttachment('activity', 'x'.repeat(maxCsvBytes + 1))).toThrow(ValidationError);
  });
});
