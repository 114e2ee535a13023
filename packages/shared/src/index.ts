export * from './app-config';
export * from './auth';
export * from './auth-schemas';
export * from './format';
export * from './projects';
export * from './projects-schemas';
export * from './routes';
