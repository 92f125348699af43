/** The tracked order of customer spec §3, money in dollars. Storage names of documents are never included. */
export interface TrackedOrder {
  orderNumber: string;
  createdAt: string;
  status: string;
  serviceLevel: string;
  documentType: string;
  destinationCountry: string;
  deliveryMethod: string;
  totalAmount: number;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  serviceLevelPrice: number;
  deliveryPrice: number;
  statusHistory: { newStatus: string; changedAt: string; notes: string | null }[];
  services: { details: string; price: number }[];
  documents: { originalName: string; fileSize: number }[];
}
