/** Where the staff session lives in the browser (requirements A6: keys adminToken and adminUser). */
export const STORAGE_KEYS = { token: 'adminToken', user: 'adminUser' } as const;

/** The signed-in staff member as the server describes it (`user` of login and verify). */
export interface AdminUser {
  username: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean;
}

export function getAdminToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function setAdminToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function getAdminUser(): AdminUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AdminUser> | null;
    return parsed && typeof parsed.username === 'string' ? (parsed as AdminUser) : null;
  } catch {
    return null;
  }
}

export function setAdminUser(user: AdminUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveSession(token: string, user: AdminUser): void {
  setAdminToken(token);
  setAdminUser(user);
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}
