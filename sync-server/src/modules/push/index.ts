/** The push module: devices' alert subscriptions, queueing an alert, and the jobs that deliver it. */
export { pushJobHandlers, type PushDelivery } from './push-jobs.ts';
export { pushRoutes } from './push-routes.ts';
export { queuePushAlert } from './queue-push-alert.ts';
export { hasPushDevice } from './push-subscription-service.ts';
