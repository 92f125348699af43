import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The reply address of a conversation: the support mailbox plus-addressed with the conversation id
 * and a signature, e.g. support+c42.1f0c9e7a5b3d2e10@example.com. A customer's answer to a staff
 * e-mail carries it back, so it lands in the same conversation; the signature stops anyone from
 * writing into another customer's conversation by guessing ids. Hex only: mail systems may change
 * the case of the local part.
 */
export class ConversationReplyAddress {
  constructor(
    private readonly supportEmail: string,
    private readonly secret: string,
  ) {}

  for(conversationId: number): string {
    const at = this.supportEmail.lastIndexOf('@');
    const local = this.supportEmail.slice(0, at).split('+')[0];
    return `${local}+c${conversationId}.${this.sign(conversationId)}${this.supportEmail.slice(at)}`;
  }

  /** The conversation id a recipient address carries with a valid signature, from any of the addresses given. */
  conversationIn(addresses: readonly string[]): number | null {
    for (const address of addresses) {
      const match = /\+c(\d{1,9})\.([0-9a-f]{16})@/i.exec(address);
      if (!match) continue;
      const id = Number(match[1]);
      const given = Buffer.from(match[2].toLowerCase());
      const expected = Buffer.from(this.sign(id));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
    }
    return null;
  }

  private sign(conversationId: number): string {
    return createHmac('sha256', this.secret).update(`conversation-reply:${conversationId}`).digest('hex').slice(0, 16);
  }
}
