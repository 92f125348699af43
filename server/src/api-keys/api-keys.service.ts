import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { API_KEY_MAX_ACTIVE, API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_PREFIX, isApiKeyScope, type ApiKeyView } from '@apostille/domain';
import { AuditService } from '../audit/audit.service.js';
import { ApiKeySource, type ApiKeyHolder } from '../auth/account-sources.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ApiKey } from './entities/api-key.entity.js';

/** Characters of the key shown in lists: the prefix and the first 8 of the secret. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function toView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** An account's own keys: created by a confirmed wholesale account, shown once, revocable. */
@Injectable()
export class ApiKeysService extends ApiKeySource {
  private readonly logger = new Logger('ApiKeys');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly customers: CustomerLookupService,
    private readonly audit: AuditService,
  ) {
    super();
  }

  async list(customerId: number): Promise<ApiKeyView[]> {
    const keys = await this.unitOfWork.manager.getRepository(ApiKey).find({ where: { customerId }, order: { id: 'DESC' } });
    return keys.map(toView);
  }

  /** The new key, its secret in the answer only; at most API_KEY_MAX_ACTIVE live keys, however many requests meet. */
  async create(customerId: number, rawName: unknown, rawScope: unknown): Promise<ApiKeyView & { secret: string }> {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name || name.length > API_KEY_NAME_MAX) throw new BadRequestException(API_KEY_MESSAGES.nameRequired);
    if (!isApiKeyScope(rawScope)) throw new BadRequestException(API_KEY_MESSAGES.scopeInvalid);
    await this.requireWholesale(customerId);
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    return this.unitOfWork.run(async (manager) => {
      // One writer per account at a time, so two requests cannot both pass the count.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('api-keys:' || $1::text))`, [customerId]);
      const [{ count }]: { count: number }[] = await manager.query(
        `SELECT count(*)::int AS count FROM api_keys WHERE customer_id = $1 AND revoked_at IS NULL`,
        [customerId],
      );
      if (count >= API_KEY_MAX_ACTIVE) throw new ConflictException(API_KEY_MESSAGES.tooMany);
      const repository = manager.getRepository(ApiKey);
      const key = await repository.save(
        repository.create({
          customerId,
          name,
          scope: rawScope,
          prefix: secret.slice(0, SHOWN_LENGTH),
          secretHash: hashOf(secret),
          lastUsedAt: null,
          revokedAt: null,
        }),
      );
      await this.audit.record({ actorType: 'customer', actorId: customerId, action: 'api_key.created', details: { keyId: key.id, scope: key.scope } });
      this.logger.log(`customer ${customerId} created API key ${key.id} (${key.scope})`);
      return { ...toView(key), secret };
    });
  }

  /** Revoked at once and for good; revoking a revoked key changes nothing. */
  async revoke(customerId: number, id: number): Promise<ApiKeyView> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(ApiKey);
      const key = await repository.findOne({ where: { id, customerId }, lock: { mode: 'pessimistic_write' } });
      if (!key) throw new NotFoundException(API_KEY_MESSAGES.notFound);
      if (key.revokedAt) return toView(key);
      key.revokedAt = new Date();
      await repository.update(id, { revokedAt: key.revokedAt });
      await this.audit.record({ actorType: 'customer', actorId: customerId, action: 'api_key.revoked', details: { keyId: id } });
      return toView(key);
    });
  }

  /** The key's holder, or null for an unknown or revoked key, or one whose account is no longer a confirmed wholesale one. */
  async authenticate(secret: string): Promise<ApiKeyHolder | null> {
    if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 100) return null;
    const key = await this.unitOfWork.manager.getRepository(ApiKey).findOne({ where: { secretHash: hashOf(secret) } });
    if (!key || key.revokedAt) return null;
    const customer = await this.customers.byId(key.customerId);
    if (!customer || customer.accountType !== 'wholesale' || !customer.emailVerified) return null;
    // When it was last used, to the minute: not a write per request.
    if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > 60_000) {
      await this.unitOfWork.manager.getRepository(ApiKey).update(key.id, { lastUsedAt: new Date() });
    }
    return { keyId: key.id, customerId: key.customerId, scope: key.scope };
  }

  private async requireWholesale(customerId: number): Promise<void> {
    const customer = await this.customers.byId(customerId);
    if (!customer || customer.accountType !== 'wholesale' || !customer.emailVerified) throw new ForbiddenException(API_KEY_MESSAGES.wholesaleOnly);
  }
}
