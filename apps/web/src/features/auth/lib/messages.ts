import { PRODUCT_NAME } from '@jobpeel/contract';

/** docs/product.md §9: 'Welcome to' followed by the product name. */
export const WELCOME_TITLE = `Welcome to ${PRODUCT_NAME}`;
