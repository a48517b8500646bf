/** One place for the product's name so an operator can rebrand (docs/product.md §1). */
export const PRODUCT_NAME = 'JobPeel';
export const THEME_STORAGE_KEY = 'jobpeel-theme';
