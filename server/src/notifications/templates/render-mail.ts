import Handlebars from 'handlebars';
import { mailBrand } from './brand.js';
import { BUTTON_PARTIAL, HTML_LAYOUT, TEXT_LAYOUT } from './layout.js';

/*
 * Customer e-mails are Handlebars templates: logic-less (the builders compute every value, the
 * templates only place them), and {{value}} escapes for HTML, so no template can forget to.
 * The plain-text part and the subject are compiled without escaping: they are not HTML.
 */

/** An environment of our own, so nothing registered elsewhere (helpers, partials) reaches the e-mails. */
const handlebars = Handlebars.create();

/** strict: a value the template names but the data lacks is an error, not an empty string. knownHelpersOnly: built-ins only. */
const HTML_OPTIONS: CompileOptions = { strict: true, knownHelpersOnly: true };
const TEXT_OPTIONS: CompileOptions = { ...HTML_OPTIONS, noEscape: true };

/** Parsed now, so a template with a syntax error stops the server at start rather than its first e-mail. */
function compile<T>(source: string, options: CompileOptions): Handlebars.TemplateDelegate<T> {
  return handlebars.compile<T>(handlebars.parse(source), options);
}

// Registered compiled: a partial registered as a string would be compiled with the options of the
// first template using it, escaping or not, and cached so for every other.
handlebars.registerPartial('mail-layout', compile(HTML_LAYOUT, HTML_OPTIONS));
handlebars.registerPartial('mail-button', compile(BUTTON_PARTIAL, HTML_OPTIONS));
handlebars.registerPartial('text-layout', compile(TEXT_LAYOUT, TEXT_OPTIONS));

/** A customer e-mail for data of type T: its subject, plain text and HTML. */
export interface MailTemplate<T> {
  readonly subject: Handlebars.TemplateDelegate<T>;
  readonly text: Handlebars.TemplateDelegate<T>;
  readonly html: Handlebars.TemplateDelegate<T>;
}

export interface RenderedMail {
  subject: string;
  textBody: string;
  htmlBody: string;
}

/**
 * Compiles an e-mail's three parts once, when its module loads. `html` is the content of the
 * shared layout and `text` that of the text layout: each is wrapped in its layout here.
 */
export function defineMailTemplate<T>(source: { subject: string; text: string; html: string }): MailTemplate<T> {
  return {
    subject: compile<T>(source.subject, TEXT_OPTIONS),
    text: compile<T>(`{{#> text-layout}}\n${source.text.trim()}\n{{/text-layout}}`, TEXT_OPTIONS),
    html: compile<T>(`{{#> mail-layout}}\n${source.html.trim()}\n{{/mail-layout}}`, HTML_OPTIONS),
  };
}

/**
 * One e-mail from its template and data, in the brand's layout. The footer shows `supportEmail`
 * when given (builders that have the configuration pass it), else the configured support address.
 */
export function renderMail<T>(template: MailTemplate<T>, data: T, options: { supportEmail?: string } = {}): RenderedMail {
  const brand = mailBrand(options.supportEmail);
  const subject = template.subject(data).trim();
  const runtime = { data: { brand, subject } };
  return { subject, textBody: template.text(data, runtime), htmlBody: template.html(data, runtime) };
}
