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
