export * from './auth';
export * from './brand';
export * from './errors';
export * from './generation';
export * from './password';
export * from './plans';
export * from './user';
