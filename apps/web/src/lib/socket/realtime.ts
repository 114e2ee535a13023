/** The app's one realtime client: created idle (spec §4), connected by the shell after sign-in. */
import { createRealtimeClient, type IoFactory } from './realtime-client';

export const realtime = createRealtimeClient({
  loadIo: async () => {
    const { io } = await import('socket.io-client');
    return io as unknown as IoFactory;
  },
});
