import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { bearer, createProject, registerUser } from '../test/factories';
import { createTestApp, createTestDatabase, engines, type TestApp } from '../test/test-app';

const REDIS_URL = process.env.REDIS_URL;

function urlOf(app: TestApp['app']) {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function open(url: string, token: string | undefined): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

function next(socket: Socket, event: string, timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe.each(engines)('realtime on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });
  const client = async () => {
    const socket = await open(urlOf(t.app), token);
    sockets.push(socket);
    return socket;
  };

  it('refuses connections without a valid token', async () => {
    await expect(open(urlOf(t.app), undefined)).rejects.toThrow('Authentication required');
    await expect(open(urlOf(t.app), 'forged.token.value')).rejects.toThrow('Authentication required');
  });

  it('sends project_update when a project is created and status_change when its status moves', async () => {
    const socket = await client();
    const created = next(socket, 'project_update');
    const project = await createProject(t.app, token, { title: 'Realtime hospital' });
    expect(await created).toMatchObject({
      action: 'created',
      projectId: project.id,
      project: { title: 'Realtime hospital' },
    });

    const status = next(socket, 'status_change');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: bearer(token),
      payload: { status: 'ACTIVE' },
    });
    expect(await status).toEqual({ projectId: project.id, from: 'TENDER', to: 'ACTIVE' });
  });

  it('sends compliance_update only to sockets in the project room', async () => {
    const project = await createProject(t.app, token);
    const watcher = await client();
    const bystander = await client();
    const ack = await watcher.emitWithAck('join_project', { projectId: project.id });
    expect(ack).toEqual({ ok: true });
    expect(await watcher.emitWithAck('join_project', {})).toEqual({ error: 'projectId is required' });

    let bystanderGot = false;
    bystander.on('compliance_update', () => {
      bystanderGot = true;
    });
    const update = next(watcher, 'compliance_update');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: bearer(token),
      payload: { complianceStatus: 'NON_COMPLIANT' },
    });
    expect(await update).toEqual({ projectId: project.id, from: 'PENDING', to: 'NON_COMPLIANT' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderGot).toBe(false);

    await watcher.emitWithAck('leave_project', { projectId: project.id });
    let afterLeave = false;
    watcher.on('compliance_update', () => {
      afterLeave = true;
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: bearer(token),
      payload: { complianceStatus: 'COMPLIANT' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(afterLeave).toBe(false);
  });

  it('sends alert when a rule raises one, and weather_alert for warnings', async () => {
    const socket = await client();
    const project = await createProject(t.app, token, { budget: 1000 });
    const alert = next(socket, 'alert');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: bearer(token),
      payload: { status: 'ACTIVE', spent: 2000 },
    });
    expect(await alert).toMatchObject({
      action: 'raised',
      alert: { type: 'BUDGET', severity: 'CRITICAL', projectId: project.id },
    });

    const weather = next(socket, 'weather_alert');
    const { ingestWeatherAlerts } = await import('../modules/weather/weather.service');
    await ingestWeatherAlerts(t.app.context, null, [
      { location: 'Polokwane', message: 'Hail', severity: 'HIGH' },
    ]);
    expect(await weather).toMatchObject({ alerts: [{ location: 'Polokwane', severity: 'HIGH' }] });
  });
});

describe.runIf(REDIS_URL)('realtime across two instances through Redis', () => {
  it('delivers an event raised on one instance to a client of the other', async () => {
    const { database, dataDir, drop } = await createTestDatabase(
      engines.includes('postgres') ? 'postgres' : 'sqlite',
    );
    await migrateToLatest(database);
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'shared-secret-of-both-instances-0123456789',
      LOG_LEVEL: 'silent',
      ALERT_CHECK_MINUTES: '0',
      // A sign-up here is a project manager at once (the test apps' mode), not an account that waits.
      SIGNUP_MODE: 'open',
    } as const;
    const redisA = new Redis(REDIS_URL!);
    const redisB = new Redis(REDIS_URL!);
    const a = await buildApp({ config: loadConfig(env), database, redis: redisA, logger: false });
    const b = await buildApp({ config: loadConfig(env), database, redis: redisB, logger: false });
    let socket: Socket | undefined;
    try {
      await a.listen({ port: 0, host: '127.0.0.1' });
      await b.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await registerUser(a);
      socket = await open(urlOf(b), token);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the adapter's subscriptions settle
      const update = next(socket, 'project_update');
      const project = await createProject(a, token, { title: 'Seen across instances' });
      expect(await update).toMatchObject({ action: 'created', projectId: project.id });
    } finally {
      socket?.close();
      await a.close();
      await b.close();
      redisA.disconnect();
      redisB.disconnect();
      await database.close();
      await drop();
    }
  });
});
