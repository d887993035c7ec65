/** localStorage key of the reader's theme choice ('light' | 'dark'); absent = follow the system. */
export const THEME_STORAGE_KEY = 'pocket-cube-notebook:theme';
