import type { DocumentRouteView } from '../apostille/route-view';
/**
 * Everything staff need about one order on its own console page (/admin/orders/{id}): the order,
 * every line item, prices, payments and extra charges, documents, the status history with notes
 * and who made each change, linked conversations and translations. Money in dollars, times ISO.
 */
export interface OrderStoryView {
  order: {
    id: number;
    orderNumber: string;
    status: string;
    source: string;
    createdAt: string;
    customer: { firstName: string; lastName: string; email: string; phone: string; accountId: number | null };
    serviceLevel: string;
    destinationCountry: string;
    deliveryMethod: string;
    documentType: string;
    documentCount: number;
    shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string; notes: string } | null;
    returnShipping: string | null;
    additionalServices: { scanning: boolean; translation: boolean };
    notes: string | null;
  };
  lineItems: {
    documentType: string;
    documentCount: number;
    deliveryMethod: string;
    shippingCost: number;
    shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string; notes: string };
  }[];
  prices: {
    serviceLevel: number;
    additionalDocuments: number;
    stateFees: number;
    shipping: number;
    delivery: number;
    additionalServices: number;
    discount: number;
    total: number;
  };
  payments: { id: number; provider: string; amount: number; status: string; paidFor: 'order' | 'extra charge'; createdAt: string }[];
  extraCharges: { id: number; description: string; amount: number; status: string; createdAt: string; paidAt: string | null }[];
  documents: {
    id: number;
    originalName: string;
    documentType: string;
    uploadedBy: string;
    isApostilleComplete: boolean;
    uploadedAt: string;
    purged: boolean;
  }[];
  /** Oldest first. changedBy: a staff username, "Automation" or "Customer / system". */
  history: { oldStatus: string | null; newStatus: string; notes: string | null; changedBy: string; changedAt: string }[];
  /** E-mails about this order, oldest first: what kind, its subject, whether it went out and when. */
  emails: { id: number; kind: string; subject: string; status: string; createdAt: string; sentAt: string | null }[];
  /** Staff notes, oldest first: each with who wrote it and when. */
  staffNotes: OrderNoteView[];
  conversations: { id: number; subject: string; status: string; lastMessageAt: string }[];
  translations: { kind: 'quote' | 'service'; id: number; status: string; sourceLanguage: string; targetLanguage: string; price: number | null }[];
  /**
   * Each document's route as kept on the order when it was placed (the steps the customer saw: office,
   * what it issues, fee or "quoted after review", typical time, risks, as-of day); [] for older orders.
   */
  documentRoutes: DocumentRouteView[];
}

export interface OrderNoteView {
  id: number;
  body: string;
  author: string;
  createdAt: string;
}

/** The longest staff note (the database refuses longer ones too). */
export const ORDER_NOTE_MAX_LENGTH = 2000;

export const ORDER_NOTE_MESSAGES = {
  /** (not quoted in spec) */
  bodyRequired: 'Write the note first',
  /** (not quoted in spec) */
  bodyTooLong: `A note can be at most ${ORDER_NOTE_MAX_LENGTH} characters`,
  /** (not quoted in spec) */
  addFailed: 'Failed to add the note',
  /** (not quoted in spec) */
  added: 'Note added',
} as const;

export const ORDER_STORY_MESSAGES = {
  /** (not quoted in spec) */
  fetchFailed: 'Failed to fetch the order',
  /** (not quoted in spec) */
  notFound: 'Order not found',
} as const;
