import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { CrlfRecords } from './admin-orders-export.js';

/** Runs the chunks through the transform and answers the text it produced. */
const crlf = (...chunks: string[]) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(new CrlfRecords()));

describe('CrlfRecords', () => {
  it('ends each record with CRLF', async () => {
    expect(await crlf('a,b\nc,d\n')).toBe('a,b\r\nc,d\r\n');
  });

  it('keeps line breaks inside quoted cells, also when quotes and records span chunks', async () => {
    expect(await crlf('1,"two\nlines",x\n2,"say ""hi""\n",y\n')).toBe('1,"two\nlines",x\r\n2,"say ""hi""\n",y\r\n');
    expect(await crlf('1,"two', '\nlines', '",x', '\n', '2,', '"a\n', '\nb"\n')).toBe('1,"two\nlines",x\r\n2,"a\n\nb"\r\n');
  });

  it('counts the records it passed on', async () => {
    const records = new CrlfRecords();
    await text(Readable.from([Buffer.from('1,"a\nb"\n2,'), Buffer.from('c\n3')]).pipe(records));
    expect(records.records).toBe(2);
  });

  it('passes chunks without a record end unchanged', async () => {
    expect(await crlf('abc', 'def\n')).toBe('abcdef\r\n');
  });
});
