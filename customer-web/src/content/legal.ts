/**
 * The five legal pages (requirements C2, facts of C9). One module, rendered by pages/LegalPage.tsx.
 * `{supportEmail}` is replaced at render time with this deployment's support mailbox.
 * Prices come from libs/domain (the order-page prices; see docs/decisions.md "Prices: two readings").
 */
import { LEGAL_LINKS } from './legalLinks';
import { ADD_ONS, BUSINESS_HOURS, PROCESSING_CENTRE_ADDRESS, SERVICE_TIERS, STATE_GOVERNMENT_FEE_CENTS, centsToDollars } from '@apostille/domain';

export const LEGAL_EFFECTIVE_DATE = 'September 29, 2025';
export const LEGAL_LAST_UPDATED = 'September 29, 2025';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  closing?: string[];
}

export interface LegalDocument {
  path: string;
  title: string;
  /** Text of the footer link. */
  linkText: string;
  summary: string;
  sections: LegalSection[];
}

const BUSINESS = 'Apostille Services';
const CENTRE = `${PROCESSING_CENTRE_ADDRESS.city}, Florida`;
const money = (cents: number) => `$${centsToDollars(cents).toFixed(0)}`;
const scanning = ADD_ONS.find((addOn) => addOn.key === 'scanning');

const tierLines = SERVICE_TIERS.map(
  (tier) =>
    `${tier.name}: ${money(tier.priceCents)} for the first document and ${money(tier.additionalPriceCents)} for each additional document; ` +
    `${tier.turnaround.toLowerCase()}; ${tier.includesDigitalFiles ? 'includes digital files by e-mail' : 'returned by mail only, without digital files'}.`,
);

const CONTACT_SECTION: LegalSection = {
  heading: 'How to contact us',
  paragraphs: [
    `Write to {supportEmail}, use the form on our Contact page, or message us on WhatsApp. Our team is available ${BUSINESS_HOURS} (Eastern time) and answers messages within 24 hours on business days.`,
    `Postal address: ${BUSINESS}, Processing Centre, ${CENTRE}, United States.`,
  ],
};

const RETENTION_ITEMS = [
  'Documents you upload, and records of the documents we handle for you: 7 years after your order is completed.',
  'Account data: for as long as your account is active and for 3 years after it is closed.',
  'Transaction and payment records: 7 years, as tax and accounting law requires.',
  'Website analytics data: 2 years (26 months for analytics cookies).',
  'Marketing data: until you withdraw your consent, or after 2 years without any interaction with us, whichever comes first.',
];

export const PRIVACY_POLICY: LegalDocument = {
  ...LEGAL_LINKS.privacy,
  title: 'Privacy Policy',
  summary: `How ${BUSINESS} collects, uses, shares and protects personal information when you order apostille and document-authentication services, track an order, or contact us.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${BUSINESS} ("we", "us") prepares documents issued in the United States for use abroad: state apostilles, federal authentication, translation and expedited processing. Original documents are handled at our processing centre in ${CENTRE}. We are responsible for the personal information described in this policy.`,
        'We are a private service company. We are not a government agency, and we do not give legal advice.',
      ],
    },
    {
      heading: 'Information we collect',
      items: [
        'Order details: your name, e-mail address, phone number, shipping address, the type of each document, the country where it will be used, and the service options you choose.',
        'Your documents: the files you upload and the originals you mail to us. Documents such as birth, marriage or court records, diplomas and background checks can contain sensitive information; we use it only to process your order.',
        'Payment information: card payments are handled by our payment processor. We receive the payment status, the amount and the last digits of the card, never the full card number or security code.',
        'Account information, if you create an account: your name, e-mail address, phone number and a securely hashed password.',
        'Business information, if you apply for a wholesale account: company details, tax identification number, business address, volumes, references and the contact person.',
        'Messages you send us through the contact form, e-mail or WhatsApp, and our replies.',
        'Technical information: IP address, browser type, pages visited and cookies, as described in our Cookie Policy.',
      ],
    },
    {
      heading: 'How we use your information',
      items: [
        'To process your order: checking documents, submitting them to the competent authorities, returning them to you and keeping you informed of the status.',
        'To take payment, prevent fraud and keep accounting records.',
        'To answer your questions and provide customer support.',
        'To review wholesale applications and manage business accounts.',
        'To meet legal obligations, such as tax record keeping, and to establish or defend legal claims.',
        'To keep the website secure and to understand, in aggregate, how it is used so that we can improve it.',
        'To send marketing messages, only where you have agreed to receive them. You can unsubscribe at any time.',
      ],
      closing: [
        'Where the GDPR or similar laws apply, we rely on the performance of our contract with you, our legal obligations, our legitimate interest in running and securing the service, and, for marketing and non-essential cookies, your consent.',
      ],
    },
    {
      heading: 'Who we share information with',
      items: [
        'Government authorities that issue apostilles and authentications (for example a Secretary of State or the U.S. Department of State), and, where your destination requires it, embassies or consulates.',
        'Carriers (USPS, FedEx and others you choose) to return your documents.',
        'Our payment processor, to take and verify payments.',
        'Certified translators, when you order translation.',
        'Service providers that host our systems, send e-mail or provide customer-support tools, under contracts that require them to protect your information and use it only on our instructions.',
        'Professional advisers and authorities when the law requires it, or to protect our rights, our customers or the public.',
      ],
      closing: ['We do not sell your personal information. See our CCPA notice for the rights of California residents.'],
    },
    { heading: 'How long we keep information', items: RETENTION_ITEMS, closing: ['When a period ends, we delete the information or make it anonymous.'] },
    {
      heading: 'How we protect information',
      paragraphs: [
        'We encrypt connections to our website, restrict access to documents to the staff who process them, protect staff accounts with two-factor authentication, hash passwords, and keep original documents in a secured area of our processing centre. No method of transmission or storage is perfectly secure, but we review our safeguards regularly.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you may ask to access, correct, delete or receive a copy of your personal information, to restrict or object to its use, and to withdraw consent you have given. You can also complain to your data-protection authority.',
        'To make a request, contact us as described below. We may need to verify your identity before acting on a request. California residents can read about their specific rights in our CCPA notice and can use the "Do Not Sell or Share My Personal Information" form.',
      ],
    },
    {
      heading: 'Age limit',
      paragraphs: [
        'Our services are intended for people aged 18 or over. We do not knowingly collect information from children; if you believe a child has given us personal information, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'We operate in the United States. If you use our services from another country, your information is transferred to and processed in the United States. Where the law requires it, we protect such transfers with appropriate safeguards such as standard contractual clauses.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy. The date at the top shows when it last changed. If a change materially affects how we use your information, we will tell you on the website or by e-mail before it takes effect.',
      ],
    },
    CONTACT_SECTION,
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  ...LEGAL_LINKS.terms,
  title: 'Terms of Service',
  summary: `The agreement between you and ${BUSINESS} when you use our website and order our services. Please read it carefully: it contains an arbitration clause.`,
  sections: [
    {
      heading: 'Agreement and eligibility',
      paragraphs: [
        'By using this website or placing an order you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use our services.',
        'You must be at least 18 years old and able to enter into a binding contract. If you order on behalf of a company or another person, you confirm that you are authorised to do so.',
      ],
    },
    {
      heading: 'Our services',
      paragraphs: [
        'We prepare and submit documents to the competent U.S. authorities to obtain apostilles or authentication certificates, and we offer translation and expedited processing. We are a private company, not a government agency, and we do not provide legal advice.',
        'Whether a document is accepted abroad is decided by the authorities of the destination country. We follow their published requirements, but we cannot guarantee acceptance.',
      ],
    },
    {
      heading: 'Service levels and prices',
      paragraphs: ['The price of each service level includes the first document:'],
      items: [
        ...tierLines,
        `State government fees: ${money(STATE_GOVERNMENT_FEE_CENTS)} per document, shown on your order.`,
        scanning
          ? `Document scanning (optional): ${money(scanning.priceCents)}, with digital copies the same day the apostilles are received.`
          : 'Document scanning (optional), priced on the order page.',
        'Translation (optional): priced by quote before any work is done.',
        'Return shipping: the carrier rate you select at checkout.',
      ],
      closing: [
        'The total shown on the payment page, which our server verifies, is the amount you pay. Turn-around times run from the day your original documents arrive at our processing centre in good order, count business days (Monday to Friday, excluding U.S. federal holidays), and are estimates: processing times of government authorities and carriers are outside our control.',
      ],
    },
    {
      heading: 'Your responsibilities',
      items: [
        'Give complete and accurate information, including the destination country and a working e-mail address and phone number.',
        'Send genuine documents that are properly issued, certified or notarised as the issuing authority requires. We will tell you if a document cannot be processed as sent.',
        'Use our services only for lawful purposes. We may refuse or stop work on any document we reasonably believe is forged, altered or intended for an unlawful purpose, and we may report it to the authorities.',
        'Mail your originals with a tracked service. Documents travel to us at your risk until they are delivered to our processing centre.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'You pay by card when you place your order. Government fees are passed through at cost. If an authority changes its fees, or if a document needs extra steps you did not order, we will ask for your approval and send you a secure payment link before doing the extra work.',
      ],
    },
    {
      heading: 'Cancellations and refunds',
      items: [
        'You may cancel an order before we submit your documents to an authority. We refund the amount paid, less any government fees or shipping costs already incurred.',
        'Once documents have been submitted, the service fee is not refundable because the work has been carried out, but we will return your documents.',
        'If we cannot complete an order for a reason within our control, we refund the service fee in full.',
        'Refunds are made to the card used for payment, normally within 10 business days.',
      ],
    },
    {
      heading: 'Return of documents',
      paragraphs: [
        "We return documents with the carrier and service you chose. Once a shipment is handed to the carrier, delivery times are the carrier's responsibility; we will help you trace a shipment and claim against the carrier where possible.",
      ],
    },
    {
      heading: 'Accounts and wholesale customers',
      paragraphs: [
        'If you create an account, keep your password confidential; you are responsible for activity in your account. Business customers may apply for a wholesale account with tiered pricing. Wholesale pricing and terms are agreed in writing when an application is approved and apply in addition to these Terms.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, our total liability for any claim relating to an order is limited to the amount you paid for that order, and we are not liable for indirect or consequential losses such as missed travel, employment or business opportunities. We are not responsible for decisions, delays or errors of government authorities, embassies or carriers. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Governing law and arbitration',
      paragraphs: [
        'These Terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules. Please contact us first: most concerns are resolved quickly.',
        'Any dispute that we cannot resolve informally will be settled by binding arbitration in Florida, on an individual basis, under the consumer rules of the American Arbitration Association. Either of us may instead bring an individual claim in small-claims court in Florida. You and we waive the right to a jury trial and to take part in a class action.',
      ],
    },
    {
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may update these Terms. Orders are governed by the version in force when they were placed. The date at the top shows when the Terms last changed.',
      ],
    },
    CONTACT_SECTION,
  ],
};

export const DATA_PROCESSING_AGREEMENT: LegalDocument = {
  ...LEGAL_LINKS.dataProcessing,
  title: 'Data Processing Agreement (GDPR)',
  summary: `This Data Processing Agreement ("DPA") applies when a business customer (the "Controller") gives ${BUSINESS} (the "Processor") personal data of its own clients or staff to process on its behalf, where the EU or UK General Data Protection Regulation ("GDPR") applies. It forms part of the Terms of Service.`,
  sections: [
    {
      heading: 'Subject matter and duration',
      paragraphs: [
        'The Processor processes personal data only to provide the services ordered by the Controller: receiving, checking and submitting documents for apostille or authentication, translation, return shipping, and related communication. Processing lasts as long as the services are provided and until the data is deleted or returned as set out below.',
      ],
      items: [
        "Data subjects: the people named in the documents, and the Controller's contact persons.",
        'Categories of data: identification and contact details, and the content of the documents, which can include special categories of data (for example in court or medical records) and data about criminal convictions (background checks).',
      ],
    },
    {
      heading: 'Processor obligations',
      items: [
        "Process personal data only on the Controller's documented instructions, including with regard to international transfers, and inform the Controller if an instruction appears to infringe the GDPR.",
        'Ensure that everyone authorised to process the data is bound by confidentiality.',
        'Implement appropriate technical and organisational measures (Article 32 GDPR), including encryption in transit, role-based access, two-factor authentication for staff, logging of staff actions, backups and physical security of original documents.',
        'Assist the Controller with data-protection impact assessments and consultations with supervisory authorities.',
      ],
    },
    {
      heading: 'Sub-processors',
      paragraphs: [
        'The Controller gives general authorisation for the Processor to use sub-processors (hosting, e-mail delivery, payment processing, carriers and certified translators) under written terms that give the same protection as this DPA. The Processor will notify the Controller at least 30 days before adding or replacing a sub-processor; the Controller may object on reasonable data-protection grounds, and if no solution is found, may terminate the affected services.',
      ],
    },
    {
      heading: 'Data subject requests',
      paragraphs: [
        'If a data subject contacts the Processor directly, the Processor will forward the request to the Controller and will not answer it unless instructed to. The Processor helps the Controller answer requests: it acknowledges each request within 2 business days and provides the information or action needed within 30 days, extendable by up to 60 further days where requests are complex or numerous, in which case the Controller is told the reason within the first 30 days.',
      ],
    },
    {
      heading: 'Personal data breaches',
      items: [
        'The Processor makes an initial assessment of the risk of any suspected breach within 4 hours of detecting it.',
        'It notifies the Controller without undue delay, and in any case within 24 hours of becoming aware of a personal data breach.',
        'It provides a detailed report within 72 hours: the nature of the breach, the categories and approximate numbers of data subjects and records concerned, the likely consequences, and the measures taken or proposed.',
        "It takes reasonable steps to contain the breach and cooperates with the Controller's notifications to authorities and data subjects.",
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        "The Processor processes data in the United States. Transfers from the EU/EEA, the UK or Switzerland are covered by the European Commission's standard contractual clauses (and the UK addendum where relevant), which are incorporated into this DPA by reference, together with any supplementary measures required.",
      ],
    },
    {
      heading: 'Retention, deletion and return',
      items: RETENTION_ITEMS.map((item) => item.replace('2 years (26 months for analytics cookies)', '26 months')),
      closing: [
        "At the end of the services, the Processor deletes or returns the personal data at the Controller's choice, except where the law requires it to keep records for the periods above; such records remain protected by this DPA.",
      ],
    },
    {
      heading: 'Audits',
      paragraphs: [
        "The Processor makes available the information necessary to demonstrate compliance with this DPA and allows audits by the Controller or an auditor it appoints, on 30 days' written notice, during business hours, no more than once a year unless a breach or a supervisory authority requires otherwise.",
      ],
    },
    {
      heading: 'Liability and precedence',
      paragraphs: [
        'Liability under this DPA is subject to the limitations in the Terms of Service, except where the GDPR does not allow it. If this DPA conflicts with the Terms of Service, this DPA prevails for the processing of personal data.',
      ],
    },
    CONTACT_SECTION,
  ],
};

export const COOKIE_POLICY: LegalDocument = {
  ...LEGAL_LINKS.cookies,
  title: 'Cookie Policy',
  summary: 'Which cookies and similar technologies our website uses, why, for how long, and how you can control them.',
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        "Cookies are small text files a website stores in your browser. Similar technologies include the browser's local storage. We use them to keep the site working and secure, to remember your choices, and, with your consent, to understand how the site is used.",
      ],
    },
    {
      heading: 'Cookies we use and how long they last',
      items: [
        'Strictly necessary and authentication: keep you signed in and protect forms and payments against abuse; they last up to 30 days. The site cannot work properly without them.',
        'Preferences: remember choices such as your language or display settings; 1 year.',
        'Analytics: count visits and show which pages are used, in aggregate; 26 months. Used only with your consent.',
        'Marketing: measure the results of our advertising; from 90 days to 2 years depending on the provider. Used only with your consent.',
      ],
      closing: [
        "When you sign in, your browser's local storage also keeps a sign-in token and your name so the site can greet you; both are removed when you log out.",
        'Our payment processor sets its own cookies on the payment step to detect fraud. They are governed by its own privacy policy.',
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can withdraw consent to analytics and marketing cookies at any time, and you can block or delete cookies in your browser settings. Blocking strictly necessary cookies may stop parts of the site, such as signing in or paying, from working. California residents can also use our "Do Not Sell or Share My Personal Information" form.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['We update this policy when we change the cookies we use. The date at the top shows the latest version.'],
    },
    CONTACT_SECTION,
  ],
};

export const CCPA_NOTICE: LegalDocument = {
  ...LEGAL_LINKS.ccpa,
  title: 'California Consumer Privacy Act (CCPA) Notice',
  summary: `This notice supplements our Privacy Policy for residents of California, under the California Consumer Privacy Act as amended by the California Privacy Rights Act ("CCPA").`,
  sections: [
    {
      heading: 'Personal information we collect',
      paragraphs: [
        'In the last 12 months we have collected the following categories of personal information, from you directly, from your documents, and automatically from your browser:',
      ],
      items: [
        'Identifiers: name, e-mail address, phone number, postal address, IP address, account name.',
        'Customer records and commercial information: orders, services purchased, payment status and history.',
        'Information contained in documents you ask us to process, which may include sensitive personal information such as government identification numbers, and information protected by law such as age, marital status or criminal history.',
        'Professional information, for wholesale applicants: company, title and business references.',
        'Internet activity: pages visited and interactions with our website.',
      ],
      closing: [
        'We use this information for the purposes described in our Privacy Policy. We use sensitive personal information only to provide the services you request, and not to infer characteristics about you.',
      ],
    },
    {
      heading: 'Sale and sharing',
      paragraphs: [
        'We do not sell personal information for money. If you allow marketing cookies, advertising partners may receive online identifiers, which the CCPA may treat as "sharing" for cross-context behavioural advertising. You can opt out at any time with our "Do Not Sell or Share My Personal Information" form. We do not knowingly sell or share personal information of consumers under 16, and our services are intended for people aged 18 or over.',
      ],
    },
    {
      heading: 'Your rights',
      items: [
        'Right to know what personal information we collect, use and disclose, and to receive a copy.',
        'Right to delete personal information, subject to legal exceptions (for example, records we must keep for tax purposes).',
        'Right to correct inaccurate personal information.',
        'Right to opt out of the sale or sharing of personal information.',
        'Right to limit the use of sensitive personal information.',
        'Right not to be discriminated against for exercising any of these rights.',
      ],
    },
    {
      heading: 'How to make a request',
      paragraphs: [
        'Use our "Do Not Sell or Share My Personal Information" form for opt-out requests, or write to {supportEmail} for any request. You may also authorise an agent to make a request for you; we will ask the agent for proof of authorisation.',
        'To protect you, we verify requests through the method you choose: your e-mail address, your phone number, or your customer account. We ask only for the information needed to verify you.',
      ],
    },
    {
      heading: 'Our response times',
      items: [
        'We acknowledge your request within 10 business days.',
        'We respond within 45 days of receiving it. If we need more time, we may extend this once by another 45 days and will tell you why before the first period ends.',
        'Opt-out requests are processed within 15 business days.',
        'If we decline your request, you may appeal within 30 days of our decision by replying to it; we answer appeals within 45 days.',
      ],
    },
    { heading: 'How long we keep information', items: RETENTION_ITEMS },
    CONTACT_SECTION,
  ],
};

/** In the order of the footer's Legal column. */
export const LEGAL_DOCUMENTS: LegalDocument[] = [PRIVACY_POLICY, TERMS_OF_SERVICE, DATA_PROCESSING_AGREEMENT, COOKIE_POLICY, CCPA_NOTICE];
