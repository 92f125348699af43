import { readdir, readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';

/** The e-mails the server under test wrote (ALLOW_FILE_MAIL): one .eml file each, in the run's data folder. */
async function mails(): Promise<string[]> {
  const dir = `${process.env.E2E_DATA_DIR}/mail`;
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(`${dir}/${file}`, 'utf8')));
}

/** The decoded text of the newest e-mail to this address holding `text`, once it has been written. */
export async function waitForMail(address: string, text: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        // Quoted-printable: join soft line breaks and decode '='.
        const decoded = (await mails()).map((raw) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        found = decoded.filter((body) => body.includes(`To: ${address}`) && body.includes(text)).at(-1) ?? '';
        return found !== '';
      },
      { message: `an e-mail to ${address} with "${text}"`, timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** Bytes of a quoted-printable body as UTF-8 text. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text/html part of a raw message, or null when it has none. */
function htmlPartOf(raw: string): string | null {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  for (const part of boundary ? raw.split(`--${boundary}`) : [raw]) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!/^content-type:\s*text\/html/im.test(headers)) continue;
    const body = part.slice(split).trim();
    const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1].toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  }
  return null;
}

/** The HTML part of the newest e-mail to this address whose raw message holds `text` (e.g. in its subject), once written. */
export async function waitForMailHtml(address: string, text: string): Promise<string> {
  let html: string | null = null;
  await expect
    .poll(
      async () => {
        const raw = (await mails()).filter((message) => message.includes(`To: ${address}`) && message.includes(text)).at(-1);
        html = raw ? htmlPartOf(raw) : null;
        return html !== null;
      },
      { message: `an HTML e-mail to ${address} with "${text}"`, timeout: 20_000 },
    )
    .toBe(true);
  return html ?? '';
}
