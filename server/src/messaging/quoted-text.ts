const QUOTE_INTRO = [
  /^On .{1,300}wrote:\s*$/, // Gmail, Apple Mail, Thunderbird
  /^-{2,}\s*Original Message\s*-{2,}/i, // Outlook
  /^_{5,}\s*$/, // Outlook on the web
  /^From: .+/, // forwarded / Outlook header block
];

/**
 * The new part of a reply: everything before the quoted history ("On … wrote:", "> " lines,
 * Outlook's original-message block) and before the signature separator "-- ". Shared by every way
 * a customer e-mail comes in: the webhook and the console's e-mail form.
 */
export function stripQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '-- ' || line === '--') break;
    if (QUOTE_INTRO.some((pattern) => pattern.test(line.trim()))) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  const result = kept.join('\n').trim();
  // A message that is nothing but quotes keeps its text rather than arriving empty.
  return result || text.trim();
}
