/** The JSON block of a prerendered page that names the app's scripts, which boot.ts loads after the first paint. */
export const APP_SCRIPTS_ID = 'app-scripts';

export interface AppScripts {
  entry: string;
  preloads: string[];
}
