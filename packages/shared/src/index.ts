export * from './auth';
export * from './routes';
