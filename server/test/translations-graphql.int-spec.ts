import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, isEnumType, isObjectType } from 'graphql';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { StaffSettings } from '../src/admin/entities/staff-settings.entity.js';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { StaffSettingsCache } from '../src/auth/staff-settings.cache.js';
import { TRANSLATION_MESSAGES } from '../src/translations/translations.service.js';
import { TRANSLATION_PAGE_MESSAGE } from '../src/translations/translations.resolver.js';
import { intentRequest, orderFields, payOffline, startSmtpServer, submitOrder, waitFor } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'translations.gql.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

const QUOTE_FIELDS =
  'id status createdAt customerEmail orderId orderNumber destinationCountry estimatedPrice certificationLevel urgency paymentUrl paymentStatus';
const SERVICE_FIELDS = 'id orderId orderNumber status price estimatedCompletionDate certificationLevel notes';

describe('translations over GraphQL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let orderId: number;
  let orderNumber: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({
      env: { ...ADMIN, SMTP_URL: smtp.url, PUBLIC_URL: 'https://apostille.example', QUEUE_PREFIX: `trg${Date.now().toString(36)}` },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
    const translation = { scanning: true, translation: true };
    const paymentIntentId = await payOffline(testApp, intentRequest({ additionalServices: translation, customerEmail: 'ana@example.com' }));
    const placed = await submitOrder(
      testApp,
      orderFields(paymentIntentId, { destinationCountry: 'Brazil', customerEmail: 'ana@example.com', additionalServices: JSON.stringify(translation) }),
    );
    if (placed.status !== 201 && placed.status !== 200) throw new Error(`order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    orderNumber = placed.body.orderNumber ?? placed.body.order?.orderNumber;
    [{ id: orderId }] = await dataSource.query('SELECT id FROM orders WHERE order_number = $1', [orderNumber]);
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const graphql = (query: string, variables: Record<string, unknown> = {}, bearer: string | null = token) => {
    const call = http().post('/graphql');
    return (bearer ? call.set('Authorization', `Bearer ${bearer}`) : call).send({ query, variables });
  };
  const quotesPage = (page?: number) => graphql(`query($page: Int) { translationQuotes(page: $page) { ${QUOTE_FIELDS} } }`, page === undefined ? {} : { page });
  const servicesPage = (page?: number) =>
    graphql(`query($page: Int) { translationServices(page: $page) { ${SERVICE_FIELDS} } }`, page === undefined ? {} : { page });
  const updateService = (variables: Record<string, unknown>) =>
    graphql(
      `mutation($id: Int!, $status: TranslationServiceStatus, $notes: String) { updateTranslationService(id: $id, status: $status, notes: $notes) { ${SERVICE_FIELDS} } }`,
      variables,
    );
  const priceQuote = (variables: Record<string, unknown>) =>
    graphql(
      `mutation($id: Int!, $price: Float!, $notes: String) { priceTranslationQuote(id: $id, price: $price, notes: $notes) { ${QUOTE_FIELDS} } }`,
      variables,
    );

  /** The one error of a refused operation, with the status the console's data provider reads. */
  const refusal = (body: { data?: unknown; errors?: { message: string; extensions?: { code?: string; originalError?: { statusCode?: number } } }[] }) => {
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors!;
    return { message: error.message, code: error.extensions?.code, status: error.extensions?.originalError?.statusCode };
  };

  it('declares statuses, urgency and payment status as enums of the stored values', () => {
    // Introspection is off over HTTP (as in production): read the schema the app serves (values compared sorted).
    const schema = testApp.app.get(GraphQLSchemaHost).schema;
    const enumValues = (name: string) => {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
      return type
        .getValues()
        .map((value) => value.name)
        .sort();
    };
    expect(enumValues('TranslationServiceStatus')).toEqual(['cancelled', 'completed', 'in_progress', 'pending']);
    expect(enumValues('TranslationQuoteStatus')).toEqual(['accepted', 'declined', 'pending', 'sent']);
    expect(enumValues('TranslationUrgency')).toEqual(['expedited', 'standard']);
    expect(enumValues('TranslationPaymentStatus')).toEqual(['cancelled', 'paid', 'pending']);
    const fieldType = (type: string, field: string) => {
      const object = schema.getType(type);
      if (!isObjectType(object)) throw new Error(`${type} is not an object type`);
      return getNamedType(object.getFields()[field].type).name;
    };
    expect(['status', 'urgency', 'paymentStatus', 'certificationLevel'].map((field) => fieldType('TranslationQuote', field))).toEqual([
      'TranslationQuoteStatus',
      'TranslationUrgency',
      'TranslationPaymentStatus',
      'String',
    ]);
    expect(fieldType('TranslationServiceItem', 'status')).toBe('TranslationServiceStatus');
    const update = schema.getMutationType()!.getFields().updateTranslationService;
    expect(getNamedType(update.args.find((arg) => arg.name === 'status')!.type).name).toBe('TranslationServiceStatus');
  });

  it('prices a quote: bad prices refused in words, then a payment link, once', async () => {
    const quotes = await quotesPage().expect(200);
    expect(quotes.body.errors).toBeUndefined();
    const quote = quotes.body.data.translationQuotes.find((candidate: { orderNumber: string | null }) => candidate.orderNumber === orderNumber);
    expect(quote).toMatchObject({
      status: 'pending',
      customerEmail: 'ana@example.com',
      orderId,
      urgency: 'expedited',
      estimatedPrice: null,
      paymentStatus: null,
    });
    expect(quote.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    for (const price of [0, -5, 10.555, 1_000_000.01]) {
      expect(refusal((await priceQuote({ id: quote.id, price })).body)).toEqual({
        message: TRANSLATION_MESSAGES.invalidPrice,
        code: 'BAD_REQUEST',
        status: 400,
      });
    }
    // Not a number at all: the schema refuses it before the service runs.
    expect(refusal((await priceQuote({ id: quote.id, price: '120' })).body).code).toBe('BAD_USER_INPUT');
    expect(refusal((await priceQuote({ id: 999_999, price: 120 })).body)).toMatchObject({ message: TRANSLATION_MESSAGES.quoteNotFound, status: 404 });
    expect((await dataSource.query('SELECT count(*)::int AS n FROM extra_charges'))[0].n).toBe(0);

    const priced = await priceQuote({ id: quote.id, price: 80.25, notes: 'Two pages' }).expect(200);
    expect(priced.body.errors).toBeUndefined();
    expect(priced.body.data.priceTranslationQuote).toMatchObject({
      status: 'sent',
      estimatedPrice: 80.25,
      paymentStatus: 'pending',
      paymentUrl: expect.stringContaining('/pay/'),
    });
    expect(refusal((await priceQuote({ id: quote.id, price: 99 })).body)).toMatchObject({ message: TRANSLATION_MESSAGES.quoteAlreadyPriced, status: 409 });
    await waitFor(() => smtp.received.find((mail) => mail.to.includes('ana@example.com') && mail.raw.includes('/pay/')), 'payment link e-mail');
    const audit = await dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'translation.quote_priced'`);
    expect(audit[0].n).toBe(1);
  });

  it('updates a service with the REST rules: enum status, notes bounded, something to change', async () => {
    const [{ id }]: { id: number }[] = await dataSource.query(
      `INSERT INTO translation_services (order_id, status, source_language, target_language, document_type, price_cents, certification_level)
       VALUES ($1, 'in_progress', 'English', 'Portuguese', 'Birth Certificate', 8025, 'certified') RETURNING id`,
      [orderId],
    );
    const listed = await servicesPage().expect(200);
    expect(listed.body.data.translationServices).toEqual([
      { id, orderId, orderNumber, status: 'in_progress', price: 80.25, estimatedCompletionDate: null, certificationLevel: 'certified', notes: null },
    ]);

    expect(refusal((await updateService({ id, status: 'done' })).body).code).toBe('BAD_USER_INPUT');
    expect(refusal((await updateService({ id, notes: 'n'.repeat(2001) })).body)).toMatchObject({ message: TRANSLATION_MESSAGES.notesTooLong, status: 400 });
    expect(refusal((await updateService({ id })).body)).toMatchObject({ message: TRANSLATION_MESSAGES.nothingToUpdate, status: 400 });
    expect(refusal((await updateService({ id: 999_999, status: 'completed' })).body)).toMatchObject({
      message: TRANSLATION_MESSAGES.serviceNotFound,
      status: 404,
    });

    const updated = await updateService({ id, status: 'completed', notes: '  Sworn translator  ' }).expect(200);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateTranslationService).toMatchObject({ id, status: 'completed', notes: 'Sworn translator' });
    const notesOnly = await updateService({ id, notes: 'Delivered by courier' }).expect(200);
    expect(notesOnly.body.data.updateTranslationService).toMatchObject({ status: 'completed', notes: 'Delivered by courier' });
    const audit = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'translation.service_updated' ORDER BY id`);
    expect(audit).toHaveLength(2);
  });

  it('pages both lists by 100, newest first, and refuses a page out of range', async () => {
    await dataSource.query(
      `INSERT INTO translation_quotes (customer_email, source_language, target_language, document_type, certification_level, created_at)
       SELECT 'paging' || n || '@example.com', 'English', 'German', 'Diploma', 'certified', now() - interval '1 day' - n * interval '1 minute'
         FROM generate_series(1, 150) AS n`,
    );
    await dataSource.query(
      `INSERT INTO translation_services (order_id, status, source_language, target_language, document_type, price_cents, certification_level, created_at)
       SELECT $1, 'pending', 'English', 'German', 'Diploma', 1000 * n, 'certified', now() - interval '1 day' - n * interval '1 minute'
         FROM generate_series(1, 120) AS n`,
      [orderId],
    );
    const [{ quotes, services }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM translation_quotes) AS quotes, (SELECT count(*)::int FROM translation_services) AS services`,
    );

    const first = (await quotesPage(1).expect(200)).body.data.translationQuotes;
    const second = (await quotesPage(2).expect(200)).body.data.translationQuotes;
    expect(first).toHaveLength(100);
    expect(second).toHaveLength(quotes - 100);
    expect(new Set([...first, ...second].map((quote: { id: number }) => quote.id)).size).toBe(quotes);
    expect(first[0].orderNumber).toBe(orderNumber);
    expect(second.at(-1).customerEmail).toBe('paging150@example.com');
    // Without a page: the first one.
    expect((await quotesPage().expect(200)).body.data.translationQuotes.map((quote: { id: number }) => quote.id)).toEqual(
      first.map((quote: { id: number }) => quote.id),
    );
    expect((await quotesPage(3).expect(200)).body.data.translationQuotes).toEqual([]);

    const servicesFirst = (await servicesPage(1).expect(200)).body.data.translationServices;
    const servicesSecond = (await servicesPage(2).expect(200)).body.data.translationServices;
    expect(servicesFirst).toHaveLength(100);
    expect(servicesSecond).toHaveLength(services - 100);
    expect(servicesSecond.at(-1).price).toBe(1200);

    for (const page of [0, -1, 1001]) {
      expect(refusal((await quotesPage(page)).body)).toEqual({ message: TRANSLATION_PAGE_MESSAGE, code: 'BAD_REQUEST', status: 400 });
      expect(refusal((await servicesPage(page)).body)).toMatchObject({ message: TRANSLATION_PAGE_MESSAGE, status: 400 });
    }
    expect(refusal((await graphql('{ translationQuotes(page: "2") { id } }')).body).code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses callers without the permission: no token, a customer, staff kept to their own account', async () => {
    const list = '{ translationServices { id } }';
    expect(refusal((await graphql(list, {}, null)).body).code).toBe('UNAUTHENTICATED');
    const customerToken = testApp.app.get(AuthTokensService).issueCustomerToken({ id: 1, tokenVersion: 0 });
    expect(refusal((await graphql(list, {}, customerToken)).body).code).toBe('UNAUTHENTICATED');

    // While owners require two-factor, an account without it holds no permission but its own account's.
    const admins = dataSource.getRepository(AdminUser);
    const pending = await admins.save(
      admins.create({ username: 'translations.pending', email: 'translations.pending@example.com', role: 'staff', passwordHash: 'x' }),
    );
    const pendingToken = testApp.app.get(AuthTokensService).issueAdminToken(pending);
    await dataSource.getRepository(StaffSettings).save({ id: 1, requireTwoFactor: true });
    testApp.app.get(StaffSettingsCache).forget();
    try {
      for (const operation of [
        graphql(list, {}, pendingToken),
        graphql('{ translationQuotes { id } }', {}, pendingToken),
        graphql('mutation { updateTranslationService(id: 1, status: completed) { id } }', {}, pendingToken),
        graphql('mutation { priceTranslationQuote(id: 1, price: 10) { id } }', {}, pendingToken),
      ]) {
        expect(refusal((await operation).body).code).toBe('FORBIDDEN');
      }
    } finally {
      await dataSource.getRepository(StaffSettings).save({ id: 1, requireTwoFactor: false });
      testApp.app.get(StaffSettingsCache).forget();
    }
  });
});
