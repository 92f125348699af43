import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { staffUsernameSql } from '../admin/staff-name-sql.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { messageIdDomain, outboxMessageId } from '../notifications/mail-transport.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import {
  CONVERSATION_PRIORITIES,
  CONVERSATION_STATUSES,
  Conversation,
  type ConversationPriority,
  type ConversationStatus,
} from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';
import {
  CONVERSATIONS_DEFAULT_PAGE_SIZE,
  CONVERSATIONS_MAX_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  SUBJECT_MAX_LENGTH,
} from './messaging-limits.js';
import { ConversationReplyAddress } from './reply-address.js';
import { stripQuotedText } from './quoted-text.js';
import { conversationAcknowledgementMail, conversationReplyMail } from './conversation-mails.js';
import type { StaffActor } from '../common/staff-actor.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export interface IncomingCustomerMessage {
  email: string;
  name: string;
  subject: string;
  content: string;
  /** A conversation the message is known to belong to (a signed reply address); else matched by e-mail. */
  conversationId?: number | null;
  emailMessageId?: string | null;
  /**
   * false when nothing proves the sender owns the address (an e-mail whose From could be forged):
   * it then opens a conversation of its own, tied to no account, instead of joining that address's.
   */
  senderProven?: boolean;
}

export interface PostedMessage {
  conversation: Conversation;
  message: Message;
  /** true when a new conversation was opened, false when an existing one was continued. */
  opened: boolean;
}

export interface ConversationSummary {
  id: number;
  subject: string;
  status: ConversationStatus;
  priority: ConversationPriority;
  lastMessageAt: Date;
  createdAt: Date;
  unread: boolean;
  customer: { id: number | null; email: string; name: string };
  order: { id: number; orderNumber: string } | null;
}

export interface MessageView {
  id: number;
  content: string;
  senderType: Message['senderType'];
  /** The staff member who wrote a reply (their username), for staff eyes only; null for other messages or a deleted account. */
  staffName: string | null;
  isRead: boolean;
  createdAt: Date;
}

export interface ConversationDetail extends ConversationSummary {
  messages: MessageView[];
}

export interface ConversationPage {
  conversations: ConversationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface InboundResult {
  conversationId: number;
  created: boolean;
  /** The order linked by this e-mail (only an order of the same customer), else null. */
  linkedOrderNumber: string | null;
}

/**
 * What processing an e-mail would do, answered without doing it: the conversation it would be filed
 * in (an existing open one, or a new one), the order that conversation would be linked to, and the
 * acknowledgement that would be e-mailed.
 */
export interface InboundPreview {
  dryRun: true;
  /** true when a new conversation would be opened. */
  created: boolean;
  /** The existing conversation it would continue, else null. */
  conversationId: number | null;
  /** The subject of that conversation, or of the new one. */
  conversationSubject: string;
  /** The order the conversation would be linked to afterwards (only an order of the same customer), else null. */
  linkedOrderNumber: string | null;
  /** The acknowledgement e-mail that would go out: only a new conversation gets one; else null. */
  acknowledgement: { recipient: string; subject: string } | null;
}

const ORDER_NUMBER = /\bAPO-\d{4}-\d{3,6}\b/i;
/** A search that is exactly an order number looks for that order's conversations. */
const FULL_ORDER_NUMBER = /^APO-\d{4}-\d{3,6}$/i;
const SEARCH_MAX_LENGTH = 100;
/** The columns of a list row (ConversationListRow), for the list and its search. */
const LIST_COLUMNS = `c.id, c.subject, c.status, c.priority, c.last_message_at AS "lastMessageAt", c.created_at AS "createdAt",
  c.customer_id AS "customerId", c.customer_email AS "customerEmail", c.customer_name AS "customerName", c.order_id AS "orderId",
  EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_type = 'customer' AND NOT m.is_read) AS unread`;
/** Earlier Message-IDs carried in References; a long thread keeps its root and the latest ones. */
const MAX_REFERENCES = 10;

/** Conversations of the staff Messages tab: customer messages in, staff replies out by e-mail. */
@Injectable()
export class ConversationsService {
  private readonly replyAddress: ConversationReplyAddress;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly orders: OrderLookupService,
    private readonly customers: CustomerLookupService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.replyAddress = new ConversationReplyAddress(config.supportEmail, config.downloadSigningSecret);
  }

  /** The conversation a signed reply address among these recipients points to, or null. */
  conversationAddressedIn(recipients: readonly string[]): number | null {
    return this.replyAddress.conversationIn(recipients);
  }

  /**
   * Adds a customer message to the conversation it answers, else to the writer's open or pending
   * conversation (matched by e-mail, case insensitive), else opens a new one. Runs in the caller's
   * transaction; a transaction-scoped advisory lock per address keeps two simultaneous messages
   * from opening two conversations.
   */
  async postCustomerMessage(incoming: IncomingCustomerMessage): Promise<PostedMessage> {
    const manager = this.unitOfWork.manager;
    const email = incoming.email.trim();
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('conversation:' || lower($1)))`, [email]);

    const conversations = manager.getRepository(Conversation);
    const proven = incoming.senderProven !== false;
    let conversation: Conversation | null = null;
    if (incoming.conversationId) conversation = await conversations.findOne({ where: { id: incoming.conversationId } });
    if (proven) conversation ??= await this.ongoingConversationOf(manager, email);
    const opened = !conversation;
    const now = new Date();

    if (!conversation) {
      const customerId = proven ? await this.customers.idByEmail(email) : null;
      conversation = await conversations.save(
        conversations.create({
          subject: incoming.subject.slice(0, SUBJECT_MAX_LENGTH) || '(no subject)',
          status: 'open',
          priority: 'normal',
          customerId,
          customerEmail: email,
          customerName: incoming.name,
          senderVerified: proven,
          lastMessageAt: now,
        }),
      );
    } else {
      // A customer writing again re-opens a conversation that was waiting on them or closed.
      await conversations.update({ id: conversation.id }, { lastMessageAt: now, status: 'open' });
      conversation.lastMessageAt = now;
      conversation.status = 'open';
    }

    const messages = manager.getRepository(Message);
    const message = await messages.save(
      messages.create({
        conversationId: conversation.id,
        content: incoming.content,
        senderType: 'customer',
        senderAdminId: null,
        emailMessageId: incoming.emailMessageId ?? null,
        isRead: false,
      }),
    );
    return { conversation, message, opened };
  }

  /**
   * An e-mail from a customer, as the inbound webhook or the console's test form hands it over:
   * filed into its conversation, linked to an order number it names when that order is the
   * writer's, and, when it opens a conversation, acknowledged once in fixed words by a threaded
   * e-mail whose reply address leads back here.
   *
   * A From line can be forged. Unless the message came to a conversation's signed reply address
   * (only its recipients know it) or the mail provider verified the sender (`senderVerified`), it is
   * filed as a conversation of its own, tied to no account and no order, so nobody can write into
   * another customer's thread or order by typing their address. Automatic mail (`acknowledge:
   * false`: auto-replies, lists, our own addresses) is filed but never answered, and every
   * acknowledgement counts towards the address's hourly cap.
   */
  async receiveEmail(
    input: { customerEmail: string; customerName?: string | null; subject: string; content: string; recipients?: string[]; emailMessageId?: string | null },
    actor: { actorType: 'admin' | 'system'; actorId: number | null; ipAddress: string | null },
    trust: { senderVerified: boolean; acknowledge: boolean } = { senderVerified: true, acknowledge: true },
  ): Promise<InboundResult> {
    const { email, subject, content } = inboundFields(input);

    return this.unitOfWork.run(async (manager) => {
      const signedConversationId = this.replyAddress.conversationIn(input.recipients ?? []);
      const senderProven = trust.senderVerified || signedConversationId !== null;
      const { conversation, message, opened } = await this.postCustomerMessage({
        email,
        name: input.customerName?.trim() || email.split('@')[0],
        subject,
        content,
        conversationId: signedConversationId,
        emailMessageId: input.emailMessageId ?? null,
        senderProven,
      });

      const order = senderProven ? await this.linkNamedOrder(conversation, email, `${subject}\n${content}`) : null;

      let acknowledged = false;
      if (opened && trust.acknowledge) {
        const threading = await this.threadingFor(manager, conversation.id, message.id);
        acknowledged = await this.outbox.addUnsolicited({
          ...conversationAcknowledgementMail(email),
          replyTo: this.replyAddress.for(conversation.id),
          orderId: conversation.orderId,
          ...threading,
        });
      }
      await this.audit.record({
        actorType: actor.actorType,
        actorId: actor.actorId,
        action: 'conversation.email_received',
        orderId: order?.id ?? null,
        details: { conversationId: conversation.id, messageId: message.id, opened, linkedOrder: order?.orderNumber ?? null, senderProven, acknowledged },
        ipAddress: actor.ipAddress,
      });
      return { conversationId: conversation.id, created: opened, linkedOrderNumber: order?.orderNumber ?? null };
    });
  }

  /**
   * receiveEmail's dry run, for the console's e-mail test: the same checks and the same choices of
   * conversation and order, read only: nothing is written, no lock is taken and no mail is queued.
   */
  async previewEmail(input: { customerEmail: string; subject: string; content: string }): Promise<InboundPreview> {
    const { email, subject, content } = inboundFields(input);
    const manager = this.dataSource.manager;
    const conversation = await this.ongoingConversationOf(manager, email);
    const named = await this.orderNamedBy(manager, email, `${subject}\n${content}`);
    // receiveEmail keeps the order a conversation already has; only an unlinked one takes the named order.
    let linkedOrderNumber = named?.orderNumber ?? null;
    if (conversation && conversation.orderId !== null) {
      linkedOrderNumber = (await this.orders.orderNumbersByIds([conversation.orderId])).get(conversation.orderId) ?? null;
    }
    const conversationSubject = conversation?.subject ?? (subject.slice(0, SUBJECT_MAX_LENGTH) || '(no subject)');
    const acknowledgement = conversation ? null : conversationAcknowledgementMail(email);
    return {
      dryRun: true,
      created: !conversation,
      conversationId: conversation?.id ?? null,
      conversationSubject,
      linkedOrderNumber,
      acknowledgement: acknowledgement ? { recipient: acknowledgement.recipient, subject: acknowledgement.subject } : null,
    };
  }

  /**
   * Newest activity first; filter by status. The page is read in index order (last_message_at, id)
   * and the total from the trigger-kept per-status counts, so neither grows with the table.
   */
  async list(input: { status?: string | null; search?: string | null; page?: number | null; pageSize?: number | null }): Promise<ConversationPage> {
    const status = input.status ? this.parseStatus(input.status) : null;
    const search = typeof input.search === 'string' ? input.search.trim() : '';
    if (search.length > SEARCH_MAX_LENGTH) throw new BadRequestException(MESSAGING_MESSAGES.searchTooLong);
    if (search) return this.search(status, search, input);
    const { page, pageSize } = pageOf(input);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ConversationListRow[]>(
        `SELECT ${LIST_COLUMNS}
           FROM conversations c
          WHERE $1::text IS NULL OR c.status = $1
          ORDER BY c.last_message_at DESC, c.id DESC
          LIMIT $2 OFFSET $3`,
        [status, pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT COALESCE(sum(count), 0)::int AS total FROM conversation_status_counts WHERE $1::text IS NULL OR status = $1`,
        [status],
      ),
    ]);
    // A linked order keeps showing its number on the list even once it is deleted.
    const orderNumbers = await this.orders.orderNumbersByIds(orderIdsOf(rows), { includeDeleted: true });
    return { conversations: rows.map((row) => summaryOf(row, row.unread, orderNumbers)), total, page, pageSize };
  }

  /**
   * The list narrowed by a search: an order number finds the conversations linked to that order;
   * other text is looked for in the customer's name and e-mail through the trigram index
   * ix_conversations_search_trgm. The total counts the matches.
   */
  private async search(
    status: ConversationStatus | null,
    search: string,
    input: { page?: number | null; pageSize?: number | null },
  ): Promise<ConversationPage> {
    const { page, pageSize } = pageOf(input);
    const orderNumber = FULL_ORDER_NUMBER.test(search);
    const orderId = orderNumber ? await this.orders.liveOrderIdByNumber(search) : null;
    if (orderNumber && orderId === null) return { conversations: [], total: 0, page, pageSize };
    const match = orderNumber ? `c.order_id = $2` : `lower(c.customer_name || ' ' || c.customer_email) LIKE $2 ESCAPE '\\'`;
    const value = orderNumber ? orderId : `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ConversationListRow[]>(
        `SELECT ${LIST_COLUMNS} FROM conversations c
          WHERE ($1::text IS NULL OR c.status = $1) AND ${match}
          ORDER BY c.last_message_at DESC, c.id DESC
          LIMIT $3 OFFSET $4`,
        [status, value, pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM conversations c WHERE ($1::text IS NULL OR c.status = $1) AND ${match}`, [
        status,
        value,
      ]),
    ]);
    const orderNumbers = await this.orders.orderNumbersByIds(orderIdsOf(rows), { includeDeleted: true });
    return { conversations: rows.map((row) => summaryOf(row, row.unread, orderNumbers)), total, page, pageSize };
  }

  /** Conversations with a customer message no staff member has opened; served by the partial index on unread customer messages. */
  async unreadCount(): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(DISTINCT conversation_id)::int AS count FROM messages WHERE sender_type = 'customer' AND NOT is_read`,
    );
    return row.count;
  }

  /** A thread with its messages; opening it marks its customer messages read. */
  async open(id: number, actor: StaffActor): Promise<ConversationDetail> {
    return this.unitOfWork.run(async (manager) => {
      const conversation = await manager.getRepository(Conversation).findOne({ where: { id } });
      if (!conversation) throw new NotFoundException(MESSAGING_MESSAGES.conversationNotFound);
      const orderNumbers = await this.liveOrderNumbers(manager, conversation);
      const marked: unknown[] = await manager.query(
        // Through a CTE: the driver answers a bare UPDATE … RETURNING as [rows, count].
        `WITH marked AS (
           UPDATE messages SET is_read = true WHERE conversation_id = $1 AND sender_type = 'customer' AND NOT is_read RETURNING id
         ) SELECT id FROM marked`,
        [id],
      );
      if (marked.length > 0) {
        await this.audit.record({
          actorType: 'admin',
          actorId: actor.adminId,
          action: 'conversation.read',
          orderId: conversation.orderId,
          details: { conversationId: id, messages: marked.length },
          ipAddress: actor.ipAddress,
        });
      }
      const messages = await manager.getRepository(Message).find({ where: { conversationId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
      const names = await this.staffNames(manager, messages);
      return { ...summaryOf(conversation, false, orderNumbers), messages: messages.map((message) => messageView(message, names)) };
    });
  }

  /**
   * A staff reply: stored, and e-mailed to the customer in the same transaction, threaded under
   * the conversation's earlier e-mails with the conversation's signed reply address.
   */
  async reply(id: number, rawContent: unknown, actor: StaffActor): Promise<MessageView> {
    const content = typeof rawContent === 'string' ? rawContent.trim() : '';
    if (!content) throw new BadRequestException(MESSAGING_MESSAGES.blankReply);
    if (content.length > MESSAGE_MAX_LENGTH) throw new BadRequestException(MESSAGING_MESSAGES.replyTooLong);

    return this.unitOfWork.run(async (manager) => {
      const conversations = manager.getRepository(Conversation);
      const conversation = await conversations.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!conversation) throw new NotFoundException(MESSAGING_MESSAGES.conversationNotFound);

      const messages = manager.getRepository(Message);
      const message = await messages.save(
        messages.create({ conversationId: id, content, senderType: 'admin', senderAdminId: actor.adminId, emailMessageId: null, isRead: true }),
      );
      // Whoever answers has read the thread.
      await manager.query(`UPDATE messages SET is_read = true WHERE conversation_id = $1 AND sender_type = 'customer' AND NOT is_read`, [id]);
      await conversations.update({ id }, { lastMessageAt: new Date() });

      const threading = await this.threadingFor(manager, id, message.id);
      const mail = await this.outbox.add({
        ...conversationReplyMail(conversation, content),
        replyTo: this.replyAddress.for(id),
        orderId: conversation.orderId,
        ...threading,
      });
      message.emailMessageId = outboxMessageId(mail.messageId, this.config.mailFrom);
      await messages.update({ id: message.id }, { emailMessageId: message.emailMessageId });

      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'conversation.replied',
        orderId: conversation.orderId,
        details: { conversationId: id, messageId: message.id, outboxId: mail.id },
        ipAddress: actor.ipAddress,
      });
      return messageView(message, await this.staffNames(manager, [message]));
    });
  }

  async update(id: number, input: { status?: unknown; priority?: unknown }, actor: StaffActor): Promise<ConversationSummary> {
    const changes: Partial<Pick<Conversation, 'status' | 'priority'>> = {};
    if (input.status !== undefined && input.status !== null) changes.status = this.parseStatus(input.status);
    if (input.priority !== undefined && input.priority !== null) {
      if (!CONVERSATION_PRIORITIES.includes(input.priority as ConversationPriority)) throw new BadRequestException(MESSAGING_MESSAGES.invalidPriority);
      changes.priority = input.priority as ConversationPriority;
    }
    if (!changes.status && !changes.priority) throw new BadRequestException(MESSAGING_MESSAGES.nothingToUpdate);

    return this.unitOfWork.run(async (manager) => {
      const conversations = manager.getRepository(Conversation);
      await manager.query(`SELECT id FROM conversations WHERE id = $1 FOR UPDATE`, [id]);
      const conversation = await conversations.findOne({ where: { id } });
      if (!conversation) throw new NotFoundException(MESSAGING_MESSAGES.conversationNotFound);
      const orderNumbers = await this.liveOrderNumbers(manager, conversation);
      const before = { status: conversation.status, priority: conversation.priority };
      await conversations.update({ id }, changes);
      Object.assign(conversation, changes);
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'conversation.updated',
        orderId: conversation.orderId,
        details: { conversationId: id, before, after: changes },
        ipAddress: actor.ipAddress,
      });
      const unread = await this.unreadAmong([id]);
      return summaryOf(conversation, unread.has(id), orderNumbers);
    });
  }

  /** The usernames of the staff members who wrote these messages, by account id. */
  private async staffNames(manager: EntityManager, messages: readonly Message[]): Promise<Map<number, string>> {
    const ids = [...new Set(messages.flatMap((message) => (message.senderAdminId === null ? [] : [message.senderAdminId])))];
    if (ids.length === 0) return new Map();
    const rows: { id: number; name: string | null }[] = await manager.query(
      `SELECT a.id, ${staffUsernameSql('a.id')} AS name FROM unnest($1::int[]) AS a(id)`,
      [ids],
    );
    return new Map(rows.flatMap((row) => (row.name === null ? [] : [[row.id, row.name] as const])));
  }

  private parseStatus(value: unknown): ConversationStatus {
    if (!CONVERSATION_STATUSES.includes(value as ConversationStatus)) throw new BadRequestException(MESSAGING_MESSAGES.invalidStatus);
    return value as ConversationStatus;
  }

  private async unreadAmong(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows: { conversation_id: number }[] = await manager.query(
      `SELECT DISTINCT conversation_id FROM messages WHERE conversation_id = ANY($1::int[]) AND sender_type = 'customer' AND NOT is_read`,
      [ids],
    );
    return new Set(rows.map((row) => row.conversation_id));
  }

  /**
   * The customer's latest conversation still in progress (open or pending), which a new message from
   * them continues; never one an unproven sender opened (see receiveEmail).
   */
  private ongoingConversationOf(manager: EntityManager, email: string): Promise<Conversation | null> {
    return manager
      .getRepository(Conversation)
      .createQueryBuilder('c')
      .where('lower(c.customer_email) = lower(:email)', { email })
      .andWhere('c.status IN (:...statuses)', { statuses: ['open', 'pending'] })
      .andWhere('c.sender_verified')
      .orderBy('c.last_message_at', 'DESC')
      .getOne();
  }

  /**
   * Links a conversation still without an order to the order its message names, when that order was
   * placed with the writer's e-mail (the one rule for e-mail and the contact form); runs in the
   * caller's transaction and answers the order named, else null.
   */
  async linkNamedOrder(conversation: Conversation, email: string, text: string): Promise<{ id: number; orderNumber: string } | null> {
    const manager = this.unitOfWork.manager;
    const order = await this.orderNamedBy(manager, email, text);
    if (order && conversation.orderId === null) {
      await manager.getRepository(Conversation).update({ id: conversation.id }, { orderId: order.id });
      conversation.orderId = order.id;
    }
    return order;
  }

  /** The order an e-mail names, only when it belongs to the writer: another customer's order is neither linked nor revealed. */
  private async orderNamedBy(manager: EntityManager, email: string, text: string): Promise<{ id: number; orderNumber: string } | null> {
    const match = ORDER_NUMBER.exec(text);
    if (!match) return null;
    return this.orders.customerOrderByNumber(match[0].toUpperCase(), email);
  }

  /** The number of a conversation's order as its thread shows it: a deleted order is shown as none. */
  private async liveOrderNumbers(manager: EntityManager, conversation: Conversation): Promise<Map<number, string>> {
    return this.orders.orderNumbersByIds(conversation.orderId === null ? [] : [conversation.orderId]);
  }

  /** In-Reply-To and References for a new e-mail in a conversation: its root id, then the latest known Message-IDs. */
  private async threadingFor(
    manager: EntityManager,
    conversationId: number,
    exceptMessageId: number,
  ): Promise<{ inReplyTo: string; threadReferences: string }> {
    const root = `<conversation-${conversationId}@${messageIdDomain(this.config.mailFrom)}>`;
    const rows: { email_message_id: string }[] = await manager.query(
      `SELECT email_message_id FROM messages WHERE conversation_id = $1 AND id <> $2 AND email_message_id IS NOT NULL ORDER BY id DESC LIMIT $3`,
      [conversationId, exceptMessageId, MAX_REFERENCES - 1],
    );
    const earlier = rows.map((row) => row.email_message_id).reverse();
    return { inReplyTo: earlier.at(-1) ?? root, threadReferences: [root, ...earlier].join(' ') };
  }
}

/** A row of the list query: the conversation's columns and whether it is unread. */
interface ConversationListRow {
  id: number;
  subject: string;
  status: Conversation['status'];
  priority: Conversation['priority'];
  lastMessageAt: Date;
  createdAt: Date;
  customerId: number | null;
  customerEmail: string;
  customerName: string;
  orderId: number | null;
  unread: boolean;
}

function orderIdsOf(rows: readonly ConversationListRow[]): number[] {
  return rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
}

/** The conversation's order is shown by number when it is among `orderNumbers`, else as none. */
function summaryOf(
  conversation: Pick<
    Conversation,
    'id' | 'subject' | 'status' | 'priority' | 'lastMessageAt' | 'createdAt' | 'customerId' | 'customerEmail' | 'customerName' | 'orderId'
  >,
  unread: boolean,
  orderNumbers: ReadonlyMap<number, string>,
): ConversationSummary {
  const orderNumber = conversation.orderId === null ? undefined : orderNumbers.get(conversation.orderId);
  return {
    id: conversation.id,
    subject: conversation.subject,
    status: conversation.status,
    priority: conversation.priority,
    lastMessageAt: conversation.lastMessageAt,
    createdAt: conversation.createdAt,
    unread,
    customer: { id: conversation.customerId, email: conversation.customerEmail, name: conversation.customerName },
    order: conversation.orderId !== null && orderNumber !== undefined ? { id: conversation.orderId, orderNumber } : null,
  };
}

function messageView(message: Message, staffNames: ReadonlyMap<number, string>): MessageView {
  return {
    id: message.id,
    content: message.content,
    senderType: message.senderType,
    staffName: message.senderAdminId === null ? null : (staffNames.get(message.senderAdminId) ?? null),
    isRead: message.isRead,
    createdAt: message.createdAt,
  };
}

/** The page asked for, within 1 and the largest page size. */
function pageOf(input: { page?: number | null; pageSize?: number | null }): { page: number; pageSize: number } {
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const pageSize = Math.min(CONVERSATIONS_MAX_PAGE_SIZE, Math.max(1, Math.floor(input.pageSize ?? CONVERSATIONS_DEFAULT_PAGE_SIZE)));
  return { page, pageSize };
}

/** The fields of a customer e-mail, trimmed and checked as the inbound path and its dry run both need them. */
function inboundFields(input: { customerEmail: string; subject: string; content: string }): { email: string; subject: string; content: string } {
  const email = input.customerEmail.trim();
  const subject = input.subject.trim();
  const content = stripQuotedText(input.content).trim();
  if (!email || !subject || !content) throw new BadRequestException(MESSAGING_MESSAGES.emailFieldsRequired);
  if (email.length > 320 || !isEmail(email)) throw new BadRequestException(MESSAGING_MESSAGES.invalidEmail);
  if (content.length > MESSAGE_MAX_LENGTH) throw new BadRequestException(MESSAGING_MESSAGES.inboundTooLong);
  return { email, subject, content };
}
