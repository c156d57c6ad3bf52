/** The reports module: users flag listings, users and messages; the moderators close their reports, in a log nobody can change. */
export { lockOpenReportsOfUser, moderationLogAbout, recordModerationAction, recordModerationDecision } from './moderation-service.ts';
export { moderationRoutes } from './moderation-routes.ts';
export { reportRoutes } from './report-routes.ts';
export { reportsMadeBy } from './report-service.ts';
