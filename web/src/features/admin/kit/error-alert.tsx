export { ErrorAlert } from '#web/components/error-alert';
