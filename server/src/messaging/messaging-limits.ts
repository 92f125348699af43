/** Longest message body stored: a staff reply, or an inbound e-mail after quoted history is stripped. */
export const MESSAGE_MAX_LENGTH = 10_000;
/** Longest subject kept; longer ones are cut (e-mail subjects are not ours to refuse). */
export const SUBJECT_MAX_LENGTH = 200;
export const CONVERSATIONS_DEFAULT_PAGE_SIZE = 25;
export const CONVERSATIONS_MAX_PAGE_SIZE = 100;

export const MESSAGING_MESSAGES = {
  conversationNotFound: 'Conversation not found',
  blankReply: 'Message content is required',
  replyTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  invalidStatus: 'Status must be one of open, pending, closed',
  invalidPriority: 'Priority must be one of low, normal, high, urgent',
  nothingToUpdate: 'Give a status or a priority',
  emailFieldsRequired: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid email address',
  inboundTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters after quoted text is removed`,
  inboundDisabled: 'Not found',
  inboundUnauthorized: 'Invalid inbound e-mail secret',
  searchTooLong: 'Search must be at most 100 characters',
} as const;
