import { GENERAL_MESSAGES } from '@apostille/domain';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiGet } from '../api/request';

/** This deployment's public contact channels, from GET /api/catalog. */
export interface ContactInfo {
  supportEmail: string;
  whatsappNumber: string;
}

/**
 * Holds the contact channels once loaded. Components read it as an external store, so that React,
 * when it hydrates a prerendered page (main.tsx), renders every part with the value the page was
 * prerendered with (none: the links appear after loading) and only then with the loaded one, even
 * for parts it hydrates after the channels arrived.
 */
class ContactInfoStore {
  private info: ContactInfo | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ContactInfo | null => this.info;

  set(info: ContactInfo): void {
    this.info = info;
    for (const listener of this.listeners) listener();
  }
}

/** What the prerendered page shows: no channels yet. */
const prerenderedSnapshot = () => null;

const ContactInfoContext = createContext<ContactInfoStore | null>(null);

/** Loads the contact channels once for the whole site (footer, chat button, contact and help cards). */
export function ContactInfoProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new ContactInfoStore());
  useEffect(() => {
    let active = true;
    apiGet<{ contact?: ContactInfo }>('/api/catalog')
      .then((catalog) => {
        if (active && catalog?.contact) store.set(catalog.contact);
      })
      .catch(() => undefined); // the links stay hidden; the rest of the page works
    return () => {
      active = false;
    };
  }, [store]);
  return <ContactInfoContext.Provider value={store}>{children}</ContactInfoContext.Provider>;
}

const noStore = { subscribe: () => () => undefined, getSnapshot: () => null };

export function useContactInfo(): ContactInfo | null {
  const store = useContext(ContactInfoContext) ?? noStore;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, prerenderedSnapshot);
}

/** https://wa.me/{digits}?text=… with the spec's prefilled greeting. */
export function whatsappLink(number: string, text: string = GENERAL_MESSAGES.chatPrefill): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
