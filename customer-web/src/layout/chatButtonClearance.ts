/**
 * Room to leave below a page's last control and below toasts, so nothing interactive ever sits under
 * the floating chat button: its size (56 px) plus its offset from the edge plus a margin.
 * Apart from ChatButton.tsx because that button loads after the page (SiteLayout).
 */
export const CHAT_BUTTON_CLEARANCE = { xs: '88px', md: '96px' } as const;
