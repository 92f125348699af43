import { sniffUpload } from './document-sniffer.js';

const PDF = Buffer.from('%PDF-1.7\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

describe('document sniffing', () => {
  it('recognises PDF, JPEG and PNG by content when the name agrees', () => {
    expect(sniffUpload(PDF, 'a.PDF')?.mimeType).toBe('application/pdf');
    expect(sniffUpload(JPEG, 'b.jpeg')?.extension).toBe('.jpg');
    expect(sniffUpload(JPEG, 'b.jpg')?.mimeType).toBe('image/jpeg');
    expect(sniffUpload(PNG, 'c.png')?.mimeType).toBe('image/png');
  });

  it('refuses other content and names that lie', () => {
    expect(sniffUpload(Buffer.from('<html>'), 'a.pdf')).toBeUndefined();
    expect(sniffUpload(PNG, 'a.pdf')).toBeUndefined();
    expect(sniffUpload(PDF, 'a.exe')).toBeUndefined();
    expect(sniffUpload(PDF, 'no-extension')).toBeUndefined();
    expect(sniffUpload(Buffer.alloc(0), 'a.pdf')).toBeUndefined();
  });
});
