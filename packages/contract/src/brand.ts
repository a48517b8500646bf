/** One place for the product's name so an operator can rebrand (decisions.md: Name and brand). */
export const PRODUCT_NAME = 'JobPeel';
export const THEME_STORAGE_KEY = 'jobpeel-theme';
