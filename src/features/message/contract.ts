/** 消息 (issue 12): notifications, the message centre, notices, message templates, in-app mail and chat. */
export * from './contract/types';
export * from './contract/records';
export * from './contract/notices';
export * from './contract/templates';
export * from './contract/mail';
export * from './contract/chat';
export * from './contract/chat-emoji';
export * from './contract/relation';
