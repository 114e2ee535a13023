import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { alertKeys, weatherKeys } from '@/entities/alert/api/query-keys';
import { projectKeys } from '@/entities/project/api/query-keys';
import { createRealtimeClient, type IoFactory, type SocketLike } from './realtime-client';
import { bindQueryInvalidation } from './realtime-invalidation';

function setUp() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = {
    connected: true,
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    emit: vi.fn(),
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(),
  };
  const io = (() => socket as unknown as SocketLike) as IoFactory;
  const client = createRealtimeClient({ loadIo: async () => io });
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const fire = (event: string) => handlers.get(event)?.({ projectId: 'p1' });
  return { client, queryClient, invalidate, fire };
}

const keysOf = (invalidate: ReturnType<typeof vi.fn>) =>
  invalidate.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

describe('realtime query invalidation', () => {
  it('refreshes lists, the project and the metrics on project updates and status changes', async () => {
    const { client, queryClient, invalidate, fire } = setUp();
    bindQueryInvalidation(client, queryClient);
    await client.connect('tok');
    fire('project_update');
    expect(keysOf(invalidate)).toEqual([projectKeys.lists(), projectKeys.details(), projectKeys.metrics()]);
    invalidate.mockClear();
    fire('status_change');
    expect(keysOf(invalidate)).toEqual([projectKeys.lists(), projectKeys.details(), projectKeys.metrics()]);
  });

  it('refreshes alerts on an alert, metrics on weather, project and metrics on compliance', async () => {
    const { client, queryClient, invalidate, fire } = setUp();
    bindQueryInvalidation(client, queryClient);
    await client.connect('tok');
    fire('alert');
    expect(keysOf(invalidate)).toEqual([alertKeys.all, projectKeys.lists()]);
    invalidate.mockClear();
    fire('weather_alert');
    expect(keysOf(invalidate)).toEqual([projectKeys.metrics(), weatherKeys.all]);
    invalidate.mockClear();
    fire('compliance_update');
    expect(keysOf(invalidate)).toEqual([projectKeys.details(), projectKeys.metrics()]);
  });

  it('stops invalidating once unbound', async () => {
    const { client, queryClient, invalidate, fire } = setUp();
    const unbind = bindQueryInvalidation(client, queryClient);
    await client.connect('tok');
    unbind();
    fire('project_update');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
