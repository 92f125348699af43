import type { Permission } from '@apostille/domain';
import type { ReactNode } from 'react';
import { MessagePage } from '../layout/MessagePage';
import { can } from './permissions';

const NOT_ALLOWED_TITLE = 'Not allowed';
const NOT_ALLOWED_TEXT = 'Your role is not allowed to use this page. An owner can change your role on the Staff page.';

/** The page only for roles holding the permission (the server refuses the others regardless); the others are told why. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  return can(permission) ? <>{children}</> : <MessagePage title={NOT_ALLOWED_TITLE} text={NOT_ALLOWED_TEXT} />;
}
