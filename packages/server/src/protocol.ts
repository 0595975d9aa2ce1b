// For the transition only: room.ts (being split into files of its own) still imports the
// protocol from here. Everything else imports `@parlour/protocol`; delete this file when
// nothing does.
export * from '@parlour/protocol';
