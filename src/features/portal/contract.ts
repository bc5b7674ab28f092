/** 门户 (issue 18, ADR 0042): a grid of widgets, assigned to roles or users, released as menus of type 8; /home shows the user's. */
export * from './contract/definition';
export * from './contract/home';
export * from './contract/default-portal';
