import { PRODUCT_NAME } from '@jobpeel/contract';

/** spec §8: 'Welcome to' followed by the product name. */
export const WELCOME_TITLE = `Welcome to ${PRODUCT_NAME}`;
