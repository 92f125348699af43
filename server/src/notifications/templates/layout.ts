/*
 * The one layout of every customer e-mail, in HTML and in plain text, and the inline styles the
 * templates share.
 *
 * Mail clients drop <style> blocks, external style sheets, scripts and (until the reader allows
 * them) remote images, and many ignore CSS beyond the basics. So: tables for the frame, every
 * style inline, a system sans-serif font stack, 16px body text, a frame that fills a phone's
 * width and stops at 600px, buttons whose whole padded box is the link, and no images at all.
 *
 * These are Handlebars templates kept as TypeScript strings (the server build is plain tsc and
 * would not copy .hbs files). Only the fixed style constants below are put in with ${…}; every
 * value of an e-mail goes in through {{…}}, which escapes it in HTML.
 */

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2937';
const MUTED = '#475569';
const NAVY = '#1d3f72';
const RULE = '#e2e8f0';
const PAGE = '#f6f7fb';

/** Inline styles for the elements of a template's content. */
export const style = {
  p: 'margin:0 0 16px;',
  h2: `margin:24px 0 8px;font-family:${FONT};font-size:18px;line-height:1.35;font-weight:700;color:${NAVY};`,
  list: 'margin:0 0 16px;padding:0 0 0 24px;',
  item: 'margin:0 0 4px;',
  /** A two-column table (label, amount) across the content's width. */
  table: 'width:100%;margin:0 0 16px;border-collapse:collapse;',
  cell: `padding:8px 0;border-bottom:1px solid ${RULE};font-family:${FONT};font-size:16px;line-height:1.4;color:${INK};vertical-align:top;`,
  amount: `padding:8px 0 8px 12px;border-bottom:1px solid ${RULE};font-family:${FONT};font-size:16px;line-height:1.4;color:${INK};vertical-align:top;text-align:right;white-space:nowrap;`,
  /** A quoted block: what the customer is asked to pay for, a staff member's words. */
  quote: `margin:0 0 16px;padding:12px 16px;background-color:${PAGE};border-left:4px solid ${NAVY};`,
  /** A link in running text. */
  link: `color:${NAVY};font-weight:700;`,
  /** A long address (a link spelled out for copying) that may break anywhere rather than widen the page. */
  spelledLink: `color:${NAVY};word-break:break-all;`,
  note: `margin:0 0 16px;font-size:15px;line-height:1.5;color:${MUTED};`,
} as const;

/** `{{#> mail-button url=…}}label{{/mail-button}}`: a call to action; the padded box is the link (48px tall). */
export const BUTTON_PARTIAL = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-collapse:separate;">
<tr><td align="center" bgcolor="${NAVY}" style="border-radius:8px;background-color:${NAVY};">
<a href="{{url}}" style="display:inline-block;padding:14px 24px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:8px;">{{> @partial-block}}</a>
</td></tr>
</table>`;

/**
 * `{{#> mail-layout}}content{{/mail-layout}}`: the HTML frame. Data: @subject (the page title) and
 * @brand (brand.ts).
 */
export const HTML_LAYOUT = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>{{@subject}}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${PAGE};font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};-webkit-text-size-adjust:100%;text-size-adjust:100%;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background-color:${PAGE};">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid ${RULE};border-radius:10px;">
<tr><td style="padding:20px 24px;background-color:${NAVY};border-radius:10px 10px 0 0;font-family:${FONT};font-size:22px;line-height:1.3;font-weight:700;color:#ffffff;">{{@brand.name}}</td></tr>
<tr><td style="padding:24px 20px 8px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};text-align:left;overflow-wrap:anywhere;word-break:break-word;">
{{> @partial-block}}
</td></tr>
<tr><td style="padding:16px 20px 24px;border-top:1px solid ${RULE};font-family:${FONT};font-size:15px;line-height:1.5;color:${MUTED};text-align:left;">
<p style="margin:0 0 12px;">Kind regards,<br><strong style="color:${INK};">{{@brand.signature}}</strong><br>{{@brand.name}} &middot; {{@brand.centre}}</p>
<p style="margin:0;">Questions? Write to <a href="mailto:{{@brand.supportEmail}}" style="color:${NAVY};font-weight:700;">{{@brand.supportEmail}}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

/** `{{#> text-layout}}content{{/text-layout}}`: the same parts as plain text; the signature follows the "-- " line. */
export const TEXT_LAYOUT = `{{> @partial-block}}

-- 
{{@brand.signature}}
{{@brand.name}}, {{@brand.centre}}
Questions? Write to {{@brand.supportEmail}}
`;
