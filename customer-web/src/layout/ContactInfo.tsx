import { GENERAL_MESSAGES } from '@apostille/domain';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiGet } from '../api/request';

/** This deployment's public contact channels, from GET /api/catalog. */
export interface ContactInfo {
  supportEmail: string;
  whatsappNumber: string;
}

const ContactInfoContext = createContext<ContactInfo | null>(null);

/** Loads the contact channels once for the whole site (footer, chat button, contact and help cards). */
export function ContactInfoProvider({ children }: { children: ReactNode }) {
  const [info, setInfo] = useState<ContactInfo | null>(null);
  useEffect(() => {
    let active = true;
    apiGet<{ contact?: ContactInfo }>('/api/catalog')
      .then((catalog) => {
        if (active && catalog?.contact) setInfo(catalog.contact);
      })
      .catch(() => undefined); // the links stay hidden; the rest of the page works
    return () => {
      active = false;
    };
  }, []);
  return <ContactInfoContext.Provider value={info}>{children}</ContactInfoContext.Provider>;
}

export function useContactInfo(): ContactInfo | null {
  return useContext(ContactInfoContext);
}

/** https://wa.me/{digits}?text=… with the spec's prefilled greeting. */
export function whatsappLink(number: string, text: string = GENERAL_MESSAGES.chatPrefill): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
