import { MessagePage } from './MessagePage';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'Either you typed a wrong address, or you followed a bad link.';

/** An unknown console address; react-admin's own page ends its sentence with two full stops. */
export function NotFoundPage() {
  return <MessagePage title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} />;
}
